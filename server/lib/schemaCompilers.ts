/**
 * Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes
 * out), each distinct schema compiled once. Fastify compiles every route's schemas when it
 * starts, one route at a time, and ours repeat the same shapes across routes (an order, a
 * page of a list, the error envelope, the list query): compiling each shape once is most of
 * the time a restart spends before it answers. Both compilers read nothing of a route but its
 * schema (and the shared schemas and options they were built with), so one compiled function
 * serves every route with an identical schema.
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

/** Fastify's `schemaController` option: its default compilers, each schema compiled once. */
export function sharedSchemaCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: (...args: Parameters<typeof validators>) => compiledOnce(validators(...args)),
      buildSerializer: (...args: Parameters<typeof serializers>) => compiledOnce(serializers(...args)),
    },
  };
}
