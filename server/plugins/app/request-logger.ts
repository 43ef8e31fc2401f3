import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
interface ParentLogger extends FastifyBaseLogger {
  /** pino's; a logger without it gets its child made at the first call, whatever the level. */
  isLevelEnabled?: (level: string) => boolean;
}

/**
 * The logger of one request (request.log), made only when something is actually logged.
 * Fastify gives every request a pino child bound to its request id; making one costs pino a
 * few microseconds and an object graph for the collector, on every request, though at the
 * server's level (warn by default) almost no request logs anything. This stands in for the
 * child and makes it, with the same bindings and options, at the first call of a level the
 * parent logs; every line still carries the request id. Calls of a level the parent does not
 * log are dropped here, as pino itself drops them.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: Level, args: unknown[]): void {
    if (this.made === undefined && this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a route with its own log level gets pino's child at once. */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: { level?: string }): FastifyBaseLogger {
  if (options.level) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
