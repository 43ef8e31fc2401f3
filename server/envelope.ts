import type { FastifyReply } from 'fastify';

/** The API answers every call with one envelope shape (docs/api.md). */
export interface Success<T> {
  success: true;
  data: T;
  message?: string;
  total?: number;
}
export interface Failure {
  success: false;
  message: string;
  errors?: Record<string, string>;
  data?: { nextSlotAt?: string | null };
}

export function ok<T>(data: T, message?: string): Success<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** A page of a list: `total` is the count before paging, mirrored in the headers react-admin reads. */
export function page<T>(
  reply: FastifyReply,
  rows: T[],
  total: number,
  from = 0,
): { success: true; data: T[]; total: number } {
  reply.header('X-Total-Count', String(total));
  // An empty page has no first or last item to name (RFC 9110's unsatisfied-range form).
  reply.header(
    'Content-Range',
    rows.length === 0 ? `items */${total}` : `items ${from}-${from + rows.length - 1}/${total}`,
  );
  return { success: true, data: rows, total };
}

/** Thrown from a handler to answer a 4xx envelope; the error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string>,
    /** What the client needs to act on the refusal (a full slot's nextSlotAt), answered as `data`. */
    public data?: Failure['data'],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message: string) => new HttpError(401, message);

// The restaurant routes still build their list here; db/paging.ts owns the rule.
export { descending } from '../db/paging';
