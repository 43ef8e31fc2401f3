import crypto from 'node:crypto';

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The same request body gives the same text whatever the order of its keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What an Idempotency-Key is checked against: the same key with another request is a conflict. */
export const requestHash = (value: unknown) => sha256(canonicalJson(value));
