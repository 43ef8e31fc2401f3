import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake fetch answering from a list of JSON responses (or throwing), recording every call. */
export function fakeFetch(
  responses: Array<{ status?: number; body?: unknown; headers?: Record<string, string> } | Error>,
) {
  const calls: Call[] = [];
  const queue = [...responses];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : null;
    const headers = new Headers(init.headers ?? request?.headers);
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    calls.push({
      url: String(request ? request.url : input),
      method: init.method ?? request?.method ?? 'GET',
      headers,
      body,
    });
    const next = queue.shift() ?? { status: 200, body: { success: true, data: null } };
    if (next instanceof Error) throw next;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...(next.headers ?? {}) },
    });
  });
  return { fn, calls };
}

/** A localStorage for the node environment. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => (map.has(k) ? map.get(k)! : null),
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
