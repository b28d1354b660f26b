import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [{ type: 'string', … }, { type: 'null' }]`, as zod writes a nullable primitive, becomes
 * `type: ['string', 'null']`: fast-json-stringify then writes it directly instead of trying each branch
 * with a validator, which is most of the cost of an answer full of nullable fields.
 */
export function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplified(value)])) as JsonSchema;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && PRIMITIVES.has(other.type)) {
      const { anyOf: _branches, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * Answers are written by a serializer compiled once per route from its response schema (the zod schema
 * as JSON Schema, through fast-json-stringify, as Fastify does for JSON Schema routes), not by parsing
 * every answer with zod and then stringifying it. A schema JSON Schema cannot express (a transform, a
 * date) keeps the zod serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const jsonSchema = serializerSchema(route.schema as z.ZodType);
  if (!jsonSchema) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

/** The JSON Schema an answer's serializer is compiled from, or null when the zod schema has no JSON Schema form. */
export function serializerSchema(schema: z.ZodType): unknown {
  try {
    return simplified(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));
  } catch {
    return null;
  }
}
