import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, toJSONSchema } from 'zod/v4/core';

type Serialize = (data: unknown) => string;

/** The zod schema of a route's response, given bare or wrapped (fastify-type-provider-zod accepts both). */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof $ZodType ? wrapped : null;
}

/**
 * fast-json-stringify compiled from the schema's JSON Schema, or null where the schema has a part
 * JSON Schema cannot state (a transform, a custom check), which then keeps zod's serializer.
 */
function compileFast(schema: $ZodType): Serialize | null {
  try {
    const json = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as Serialize;
  } catch {
    return null;
  }
}

/**
 * Response serialization (issue 16). Each response is written by fast-json-stringify compiled from its
 * route's zod schema: like zod's serializer it writes only the properties the schema declares (a
 * row's other columns never leave), at a fifth of the cost (docs/performance.md). What it does not do
 * is check the values, so with `check` (every test run: config `checkResponses`) each response is also
 * encoded by zod, a mismatch with the schema fails as before, and the two writings must be equal.
 */
export function createResponseSerializerCompiler(options: {
  readonly check: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const fast = schema ? compileFast(schema) : null;
    if (!schema || !fast) return zodSerialize;
    if (!options.check) return fast;
    return (data) => {
      const encoded = safeEncode(schema, data);
      if (encoded.error)
        throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
      const expected = JSON.stringify(encoded.data);
      const written = fast(data);
      if (written !== expected)
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written}, the schema's encoding is ${expected}`,
        );
      return written;
    };
  };
}
