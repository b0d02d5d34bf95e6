import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';

/**
 * Compiles on first call and keeps the result: what a route's schema becomes is built the first time
 * the route is used, not at start, and routes with the same schema share it (every route answers its
 * failures with the same ErrorResponse). Building every response serializer at start took about a
 * third of a start's time.
 */
function cachedByJson<T>(compile: (schema: unknown) => T): (schema: unknown) => () => T {
  const built = new Map<string, T>();
  return (schema) => {
    const key = JSON.stringify(schema);
    return () => {
      let value = built.get(key);
      if (value === undefined) {
        value = compile(schema);
        built.set(key, value);
      }
      return value;
    };
  };
}

type Serializer = (payload: unknown) => string;

/**
 * Fastify's own serializer (fast-json-stringify, with the schemas the app added), each one built on the
 * first response it writes: `schemaController` of Fastify's options.
 */
export function lazySerializers(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildDefault = SerializerSelector();
  return {
    compilersFactory: {
      buildSerializer: (externalSchemas: unknown, options: unknown) => {
        const compile = buildDefault(externalSchemas, options as Parameters<typeof buildDefault>[1]);
        const serializerOf = cachedByJson<Serializer>((schema) => compile({ schema, method: '', url: '', httpStatus: '' }));
        return ({ schema }: { schema?: unknown }) => {
          const serializer = serializerOf(schema);
          return (payload: unknown) => serializer()(payload);
        };
      },
    },
  };
}

/** A validator compiled on its first call; Fastify reads its errors (and, to pass the request as parent data, schemaEnv) from it after each call. */
export function lazyValidators(compile: (schema: unknown) => ValidateFunction): (schema: unknown) => ValidateFunction {
  const validatorOf = cachedByJson(compile);
  return (schema) => {
    const validator = validatorOf(schema);
    const lazy = ((...args: Parameters<ValidateFunction>) => validator()(...args)) as ValidateFunction;
    Object.defineProperties(lazy, {
      errors: { get: () => validator().errors },
      // Ajv's functions all have one: Fastify then passes the request as their parent data, so coercion can replace a root value.
      schemaEnv: { get: () => validator().schemaEnv },
    });
    return lazy;
  };
}
