/**
 * A server-sent-events client over fetch. EventSource cannot send an Authorization header, and
 * a long-lived token must never sit in a URL, so the stream is read with fetch + a body reader;
 * eventsource-parser reads the wire format. Reconnects with Last-Event-ID so nothing is missed
 * and nothing comes twice, and drops a stream gone silent (a phone that lost its network may
 * never see the connection close).
 */
import { createParser } from 'eventsource-parser';

export interface ServerEvent {
  id?: string;
  event: string;
  data: string;
}

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface SubscribeOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (event: ServerEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** A 401/403: the token is gone or refused; reconnecting would not help. */
  onUnauthorized?: (status: number) => void;
  fetchImpl?: typeof fetch;
  /** First retry delay; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * A stream silent this long is taken as dead and opened again (the server sends a comment at
   * least every 25 s; a phone that lost its network may never see the connection close).
   */
  silenceMs?: number;
}

/** Opens the stream and keeps it open until the returned function is called. */
export function subscribeEvents(options: SubscribeOptions): () => void {
  const {
    url,
    getToken,
    onEvent,
    onStatus,
    onUnauthorized,
    fetchImpl = (...args) => fetch(...args),
    retryMs = 1000,
    maxRetryMs = 15_000,
    silenceMs = 45_000,
  } = options;
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let delay = retryMs;

  // The network coming back ends the wait for the next try at once; its going away ends the
  // current connection at once (so the screen says "reconnecting", not "live", over a dead link).
  let wake: (() => void) | undefined;
  let dropConnection: (() => void) | undefined;
  const onOnline = () => wake?.();
  const onOffline = () => dropConnection?.();
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    controller.signal.addEventListener(
      'abort',
      () => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      },
      { once: true },
    );
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
      controller.signal.addEventListener('abort', done, { once: true });
    });

  async function connectOnce(): Promise<'retry' | 'stop'> {
    // Each connection has its own abort: a silent or dropped one is cut without stopping the loop.
    const connection = new AbortController();
    const stop = () => connection.abort();
    controller.signal.addEventListener('abort', stop, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(stop, silenceMs);
    };
    dropConnection = stop;
    try {
      return await readConnection(connection.signal, watch);
    } finally {
      clearTimeout(silence);
      dropConnection = undefined;
      controller.signal.removeEventListener('abort', stop);
    }
  }

  async function readConnection(signal: AbortSignal, watch: () => void): Promise<'retry' | 'stop'> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    watch();
    const response = await fetchImpl(url, { headers, signal, cache: 'no-store' });
    if (response.status === 401 || response.status === 403) {
      onUnauthorized?.(response.status);
      return 'stop';
    }
    if (!response.ok || !response.body) return 'retry';
    onStatus?.('live');
    delay = retryMs;
    const reader = response.body.getReader();
    // fetch aborts its body on the signal, but a wrapped or polyfilled fetch may not: cancel too.
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    const decoder = new TextDecoder();
    // An event keeps the last id the stream gave (the wire format's rule); its name defaults to "message".
    let id: string | undefined;
    const parser = createParser({
      onEvent: (event) => {
        if (event.id !== undefined && !event.id.includes('\0')) id = lastEventId = event.id;
        onEvent({ id, event: event.event || 'message', data: event.data });
      },
    });
    for (;;) {
      watch();
      const { done, value } = await reader.read();
      if (done) {
        signal.removeEventListener('abort', cancel);
        return 'retry';
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  void (async () => {
    onStatus?.('connecting');
    while (!controller.signal.aborted) {
      let outcome: 'retry' | 'stop' = 'retry';
      try {
        outcome = await connectOnce();
      } catch {
        // network drop or abort: retry unless we were stopped
      }
      if (controller.signal.aborted || outcome === 'stop') break;
      onStatus?.('reconnecting');
      await sleep(delay);
      delay = Math.min(delay * 2, maxRetryMs);
    }
    onStatus?.('stopped');
  })();

  return () => controller.abort();
}
