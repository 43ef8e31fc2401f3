/**
 * A small server-sent events reader for the API tests: app.inject cannot follow an open stream,
 * so the app listens on an ephemeral port and the stream is read with fetch.
 */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: unknown;
  /** A comment line (": heartbeat"). */
  comment?: string;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Everything received so far, in order. */
  received: StreamEvent[];
  /** Waits until `count` events (not comments) matching `filter` have arrived; answers them. */
  waitFor(count: number, filter?: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent[]>;
  waitForComment(timeoutMs?: number): Promise<string>;
  close(): void;
  closed: Promise<void>;
}

export async function openStream(baseUrl: string, path: string, headers: Record<string, string>): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(baseUrl + path, { headers, signal: controller.signal });
  const received: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  const notify = () => waiters.splice(0).forEach((w) => w());

  let closed: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    closed = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = {};
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) event.comment = line.slice(1).trim();
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length) event.data = JSON.parse(data.join('\n'));
            received.push(event);
            notify();
          }
        }
      } catch {
        // aborted by close()
      }
      notify();
    })();
  }

  const events = () => received.filter((e) => e.comment === undefined);
  return {
    status: res.status,
    headers: res.headers,
    received,
    closed,
    close: () => controller.abort(),
    async waitFor(count, filter = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = events().filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting for ${count} events; got ${JSON.stringify(events().map((e) => [e.id, e.event]))}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    async waitForComment(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const comment = received.find((e) => e.comment !== undefined);
        if (comment) return comment.comment!;
        if (Date.now() > deadline) throw new Error('timed out waiting for a comment');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
