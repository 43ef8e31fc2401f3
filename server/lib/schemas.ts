/**
 * JSON-schema building blocks shared by the routes. Every body, query and params has a
 * schema; ajv drops unknown fields (removeAdditional: 'all', configured in app.ts).
 */
export const MAX_LIMIT = 500;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** The list parameters of docs/api.md, plus resource filters and the sortable fields. */
export function listQuery(sortFields: readonly string[], filters: Record<string, object> = {}, defaultLimit = 25) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: defaultLimit },
      sort: { type: 'string', enum: [...sortFields] },
      order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
      q: { type: 'string', maxLength: 200 },
      ...filters,
    },
  } as const;
}

export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: string;
  q?: string;
}

export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** LIKE pattern for a case-insensitive substring search, with % and _ escaped (ESCAPE '\'). */
export function likePattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

export const isBlank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
export const digitsOf = (phone: string): string => phone.replace(/\D/g, '');
export const descending = (order: string | undefined, fallback: 'asc' | 'desc' = 'asc'): boolean => (order ?? fallback).toLowerCase() === 'desc';
