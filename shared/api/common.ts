/**
 * TypeBox building blocks every route schema uses: the envelope, ids, list parameters and
 * nullable values. Nullable is OpenAPI 3.0's `nullable: true` (understood by ajv, by
 * fast-json-stringify and by the document), not a `type` array that 3.0 does not allow.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const MAX_LIMIT = 500;
/**
 * The highest page a list takes. Without one, (page - 1) × limit leaves the 64-bit range
 * (page=1e20) and reaches SQLite as a fraction: a 500. At this bound the offset stays below
 * 2^53 for any limit, and a page past the last row is simply empty.
 */
export const MAX_PAGE = 1_000_000_000;
/** The 1-based page number of every list. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

export const Nullable = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

/** One of a set of strings, or null (a plain string enum: fast-json-stringify cannot write null through a union of literals). */
export const NullableOneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T | null>({
    type: 'string',
    enum: [...values, null],
    nullable: true,
    ...(description ? { description } : {}),
  });

/** A string of at most `maxLength` characters (blank checks with their messages are in each resource's rules). */
export const Str = (maxLength: number, options: Record<string, unknown> = {}) => Type.String({ maxLength, ...options });

/** ISO 8601 time in UTC, as every record answers its times. */
/**
 * An amount of money in rupees: whole paise only, so 1.005 is refused rather than rounded by
 * float arithmetic (ajv checks multipleOf within 1e-6, see app.ts, so 0.29 passes).
 */
export const Rupees = (options: { minimum: number; maximum: number; description?: string }) =>
  Type.Number({ ...options, multipleOf: 0.01 });

export const IsoTime = Type.String({ format: 'date-time' });
export const NullableIsoTime = Nullable(IsoTime);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

export const SortOrder = Type.Union([
  Type.Literal('asc'),
  Type.Literal('desc'),
  Type.Literal('ASC'),
  Type.Literal('DESC'),
]);

/**
 * Marks properties that have a default as optional in the schema (and so in the OpenAPI
 * document) while their static type stays required: ajv fills the default in before the
 * handler runs (useDefaults), so the handler always sees a value.
 */
export function defaulted<T extends TSchema>(schema: T): T {
  const object = schema as T & { required?: string[]; properties?: Record<string, { default?: unknown }> };
  if (object.required && object.properties) {
    object.required = object.required.filter((name) => object.properties![name].default === undefined);
    if (object.required.length === 0) delete object.required;
  }
  return schema;
}

/** The list parameters of docs/api.md, plus resource filters and the sortable fields. */
export function ListQuery<S extends string, F extends Record<string, TSchema> = Record<never, TSchema>>(
  sortFields: readonly S[],
  filters?: F,
  defaultLimit = 25,
) {
  return defaulted(
    Type.Object({
      page: PageNumber,
      limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: defaultLimit }),
      sort: Type.Optional(Type.Union(sortFields.map((f) => Type.Literal(f)))),
      order: Type.Optional(SortOrder),
      q: Type.Optional(Str(200)),
      ...((filters ?? {}) as F),
    }),
  );
}

/** `{ success: true, data, message? }` */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) });

/** A page of a list: `total` is the count before paging (also in X-Total-Count and Content-Range). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    total: Type.Integer(),
    message: Type.Optional(Type.String()),
  });

export const Failure = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** What the client needs to act on the refusal, when there is something: a full time slot's `nextSlotAt`. */
    data: Type.Optional(Type.Object({ nextSlotAt: Type.Optional(NullableIsoTime) })),
  },
  {
    $id: 'Failure',
    description: 'Every error: a message a person can act on, and per-field messages for invalid input.',
  },
);
export type Failure = Static<typeof Failure>;

/** What a delete answers. */
export const Deleted = Type.Object({ id: Type.Integer(), _id: Type.Integer() });

const failure = Type.Ref('Failure');
/**
 * The error answers a route can give, besides its success answers. They are JSON whatever the
 * route's success is: a route answering a file, a page or CSV declares that type in its 2xx
 * answer's own `content`, never with `produces`, which @fastify/swagger applies to every status.
 */
export const errors = (...codes: Array<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503>) =>
  Object.fromEntries(codes.map((c) => [c, failure])) as Record<number, typeof failure>;

/** The answers every /api/admin route may give besides its own: bad input, no token, wrong kind of token. */
export const adminErrors = (...more: Array<404 | 409 | 413 | 415>) => errors(400, 401, 403, ...more);

/** Routes that need a token say so in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];
