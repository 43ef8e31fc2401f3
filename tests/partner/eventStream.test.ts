import { describe, expect, it, vi } from 'vitest';
import { subscribeEvents, type ServerEvent, type StreamStatus } from '../../shared/browser/eventStream';

const encoder = new TextEncoder();

/** A streamed response whose body yields the given chunks, then ends (or stays open). */
function streamResponse(chunks: string[], { keepOpen = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('subscribeEvents', () => {
  it('reads events split anywhere across chunks, skips comments, keeps ids, joins data lines, names an unnamed event "message"', async () => {
    const text =
      ': heartbeat\n\nid: 7\nevent: order.created\ndata: {"id":1,\ndata: "x":2}\n\r\nid: 8\r\nevent: order.updated\r\ndata: {"id":1}\r\n\r\nevent: ping\n\ndata: hi\n\n';
    const events: ServerEvent[] = [];
    // One character at a time: the worst split a network can produce.
    const stop = subscribeEvents({
      url: '/events',
      getToken: () => 't',
      onEvent: (e) => events.push(e),
      fetchImpl: async () => streamResponse([...text], { keepOpen: true }),
    });
    await waitFor(() => events.length === 3);
    stop();
    expect(events).toEqual([
      { id: '7', event: 'order.created', data: '{"id":1,\n"x":2}' },
      { id: '8', event: 'order.updated', data: '{"id":1}' },
      { id: '8', event: 'message', data: 'hi' },
    ]);
  });
});

describe('subscribeEvents', () => {
  it('sends the bearer header, delivers events, and resumes with Last-Event-ID after a drop', async () => {
    const calls: Array<Record<string, string>> = [];
    const responses = [
      streamResponse([
        'id: 1\nevent: order.created\ndata: {"id":1}\n\n',
        'id: 2\nevent: order.updated\ndata: {"id":1}\n\n',
      ]),
      streamResponse(['id: 3\nevent: order.deleted\ndata: {"id":1}\n\n'], { keepOpen: true }),
    ];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ ...(init?.headers as Record<string, string>) });
      return responses.shift() ?? streamResponse([], { keepOpen: true });
    });
    const events: ServerEvent[] = [];
    const statuses: StreamStatus[] = [];
    const stop = subscribeEvents({
      url: '/api/vendor/events',
      getToken: () => 'tok',
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
      fetchImpl: fetchImpl as typeof fetch,
      retryMs: 1,
    });
    await waitFor(() => events.length === 3);
    stop();
    expect(events.map((e) => e.event)).toEqual(['order.created', 'order.updated', 'order.deleted']);
    expect(calls[0]).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(calls[0]['Last-Event-ID']).toBeUndefined();
    expect(calls[1]['Last-Event-ID']).toBe('2');
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'live', 'reconnecting']);
    await waitFor(() => statuses.at(-1) === 'stopped');
  });

  it('stops on a 401 and reports it instead of retrying', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"success":false}', { status: 401 }));
    const onUnauthorized = vi.fn();
    const statuses: StreamStatus[] = [];
    subscribeEvents({
      url: '/api/delivery/events',
      getToken: () => 'old',
      onEvent: () => undefined,
      onUnauthorized,
      onStatus: (s) => statuses.push(s),
      fetchImpl: fetchImpl as typeof fetch,
      retryMs: 1,
    });
    await waitFor(() => statuses.at(-1) === 'stopped');
    expect(onUnauthorized).toHaveBeenCalledWith(401);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries after a network error with growing delays', async () => {
    let n = 0;
    const fetchImpl = vi.fn(async () => {
      n += 1;
      if (n < 3) throw new TypeError('Failed to fetch');
      return streamResponse(['data: ok\n\n'], { keepOpen: true });
    });
    const events: ServerEvent[] = [];
    const stop = subscribeEvents({
      url: '/x',
      getToken: () => null,
      onEvent: (e) => events.push(e),
      fetchImpl: fetchImpl as typeof fetch,
      retryMs: 1,
    });
    await waitFor(() => events.length === 1);
    stop();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('drops a stream that went silent and opens it again from the last event', async () => {
    const calls: Array<Record<string, string>> = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ ...(init?.headers as Record<string, string>) });
      return streamResponse(calls.length === 1 ? ['id: 7\nevent: order.updated\ndata: {"id":1}\n\n'] : [], {
        keepOpen: true,
      });
    });
    const statuses: StreamStatus[] = [];
    const stop = subscribeEvents({
      url: '/x',
      getToken: () => null,
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
      fetchImpl: fetchImpl as typeof fetch,
      retryMs: 1,
      silenceMs: 30,
    });
    await waitFor(() => calls.length >= 2);
    stop();
    expect(calls[1]['Last-Event-ID']).toBe('7');
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'live', 'reconnecting']);
  });
});
