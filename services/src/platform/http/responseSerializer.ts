import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Schema kinds whose encoding (answer to wire) is their parsing: no transform, default, catch or
 * codec runs differently, so both give the same value. Anything else, or not listed, is encoded.
 */
const sameBothWays = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'any',
  'unknown',
  'never',
  'date',
  'nan',
  'literal',
  'enum',
  'template_literal',
  'object',
  'array',
  'tuple',
  'record',
  'map',
  'set',
  'union',
  'intersection',
  'optional',
  'nullable',
]);

interface Def {
  type: string;
  [part: string]: unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

function parsesAsEncoded(schema: unknown, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if (!def || !sameBothWays.has(def.type)) return false;
  // A discriminated union falls back to trying every option when encoding: keep that answer.
  if (def.type === 'union' && (def.discriminator !== undefined || def.unionFallback)) return false;
  const parts: unknown[] = [];
  for (const key of ['element', 'innerType', 'keyType', 'valueType', 'left', 'right', 'rest', 'catchall']) {
    if (def[key] !== undefined) parts.push(def[key]);
  }
  if (Array.isArray(def.items)) parts.push(...def.items);
  if (Array.isArray(def.options)) parts.push(...def.options);
  if (def.type === 'object') parts.push(...Object.values(def.shape as Record<string, unknown>));
  return parts.every((part) => parsesAsEncoded(part, seen));
}

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new InvalidSchemaError(JSON.stringify(maybeSchema));
}

/**
 * fastify-type-provider-zod's serializer (encode the answer with its schema, then JSON), except
 * that a schema whose encoding is its parsing is parsed: zod runs parsing compiled, and encoding
 * through a check-free first pass, which made the answer's schema a tenth of an add-to-basket.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = resolveSchema(maybeSchema);
  const check = parsesAsEncoded(schema) ? z.safeParse : z.safeEncode;
  return (data: unknown) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
