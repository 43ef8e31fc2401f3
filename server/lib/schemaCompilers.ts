/**
 * Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes
 * out), each distinct schema compiled once. Fastify compiles every route's schemas when it
 * starts, one route at a time, and ours repeat the same shapes across routes (an order, a
 * page of a list, the error envelope, the list query): compiling each shape once is most of
 * the time a restart spends before it answers. Both compilers read nothing of a route but its
 * schema (and the shared schemas and options they were built with), so one compiled function
 * serves every route with an identical schema.
 *
 * A JSON body carries real numbers and booleans, so it is validated without ajv's coercion:
 * coerced, `true`, `[1]` or `" "` would become 1, 1 or 0 on a money or settings field. A path or
 * a query string is only text, so those are coerced ("12" → 12) — but only from the decimal
 * way of writing a number (an exponent allowed): ajv alone would also read " " as 0 and "0x10" as 16.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps either compiler, whatever its route and result types
function compiledOnce<Compile extends (route: any) => unknown>(compile: Compile): Compile {
  const compiled = new Map<string, unknown>();
  return ((route: { schema?: unknown }) => {
    const key = JSON.stringify(route.schema);
    if (!compiled.has(key)) compiled.set(key, compile(route));
    return compiled.get(key);
  }) as Compile;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A number as a person or a program writes it in a URL: digits, an optional sign, decimals and exponent. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

const isNumeric = (schema: JsonSchema | undefined): boolean => {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('number') || types.includes('integer')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(isNumeric);
};

/** The fields of a query string or path that hold numbers. */
const numericFields = (schema: JsonSchema | undefined): string[] =>
  Object.entries(schema?.properties ?? {})
    .filter(([, property]) => isNumeric(property))
    .map(([name]) => name);

/** What Fastify hands a validator compiler: the schema of one part of one route. */
interface Route {
  schema: JsonSchema;
  method: string;
  url: string;
  httpPart?: string;
}

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

interface ValidateFunction {
  (data: unknown): unknown;
  errors?: unknown;
}

/** The coercing validator of a query string or path, refusing a number written any other way than PLAIN_NUMBER. */
function plainNumbersOnly(validate: ValidateFunction, route: Route): ValidateFunction {
  const { schema, httpPart } = route;
  const fields = numericFields(schema);
  if (fields.length === 0) return validate;
  const checked: ValidateFunction = (data) => {
    const values = (data ?? {}) as Record<string, unknown>;
    for (const field of fields) {
      const raw = values[field];
      for (const value of Array.isArray(raw) ? raw : [raw])
        if (typeof value === 'string' && !PLAIN_NUMBER.test(value)) {
          checked.errors = [
            {
              keyword: 'type',
              instancePath: `/${field}`,
              schemaPath: '',
              params: {},
              message: `must be a number in decimal digits (in the ${httpPart})`,
            },
          ];
          return false;
        }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

/** Fastify's `schemaController` option: its default compilers, each schema compiled once. */
export function sharedSchemaCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: unknown, options: { customOptions?: object }) => {
        const build = validators as unknown as (schemas: unknown, opts: object) => (route: Route) => ValidateFunction;
        const coercing = compiledOnce(build(externalSchemas, options));
        const strict = compiledOnce(
          build(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } }),
        );
        return (route: Route) =>
          route.httpPart === 'body'
            ? strict(route)
            : route.httpPart === 'querystring' || route.httpPart === 'params'
              ? plainNumbersOnly(coercing(route), route)
              : coercing(route);
      }) as unknown as BuildValidator,
      buildSerializer: (...args: Parameters<typeof serializers>) => compiledOnce(serializers(...args)),
    },
  };
}
