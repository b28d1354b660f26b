import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * How much a request body may weigh is decided by what the route accepts: the largest JSON text its body schema
 * lets through, doubled for whitespace and pretty-printing, and never under MIN_BODY_BYTES. A form of ten short
 * fields then takes some 16 KB, not the megabyte a stranger could otherwise make the server parse per request, and
 * a route whose schema grows gets the room it needs without anyone remembering to raise a number.
 *
 * A route may still set `bodyLimit` itself (the cellar import, the payment webhook); a route without a JSON body
 * schema keeps the app's default. The 413 names the route's limit (plugins/errors.ts).
 */

/** The limit of a route that declares no JSON body schema and no limit of its own. */
export const DEFAULT_BODY_BYTES = 64 * 1024;

/** The least a JSON body route accepts, whatever its schema: room for a client's whitespace and field order. */
export const MIN_BODY_BYTES = 16 * 1024;

/** The most a JSON number's text needs (`-1.7976931348623157e+308`). */
const NUMBER_BYTES = 24;
/** A string of a format of bounded length (a date, a time, a uuid): far shorter than this. */
const FORMAT_BYTES = 64;
const BOUNDED_FORMATS = new Set(['date', 'time', 'date-time', 'duration', 'uuid', 'ipv4', 'ipv6']);
/** A JSON string's character written at its longest: `\u001f`. */
const BYTES_PER_CHARACTER = 6;

type JsonSchema = Record<string, unknown> | boolean;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? 'null');
const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The largest JSON text (in UTF-8 bytes, without whitespace) of any value a JSON Schema accepts, or Infinity when
 * it accepts values of any size (a string without maxLength, an array without maxItems, a map of any keys), with
 * the path of the first such field in `unbounded`.
 */
export function largestJsonBytes(schema: JsonSchema, path = 'body', unbounded: string[] = []): number {
  if (schema === true) {
    unbounded.push(path);
    return Infinity;
  }
  if (schema === false) return 0;
  if ('const' in schema) return jsonBytes(schema.const);
  if (Array.isArray(schema.enum)) return Math.max(0, ...schema.enum.map(jsonBytes));
  const alternatives = [...asArray(schema.anyOf), ...asArray(schema.oneOf)] as JsonSchema[];
  if (alternatives.length > 0)
    return Math.max(...alternatives.map((inner, index) => largestJsonBytes(inner, `${path}|${index}`, unbounded)));
  const all = asArray(schema.allOf) as JsonSchema[];
  if (all.length > 0) return Math.min(...all.map((inner) => largestJsonBytes(inner, path, [])));
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  return Math.max(...types.map((type) => largestOfType(schema, type, path, unbounded)));
}

function largestOfType(schema: Record<string, unknown>, type: unknown, path: string, unbounded: string[]): number {
  switch (type) {
    case 'null':
      return 4;
    case 'boolean':
      return 5;
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'string': {
      const maxLength = numberOf(schema.maxLength);
      if (maxLength !== undefined) return maxLength * BYTES_PER_CHARACTER + 2;
      if (typeof schema.format === 'string' && BOUNDED_FORMATS.has(schema.format)) return FORMAT_BYTES;
      unbounded.push(path);
      return Infinity;
    }
    case 'array': {
      const maxItems = numberOf(schema.maxItems);
      const prefix = asArray(schema.prefixItems) as JsonSchema[];
      if (maxItems === undefined && (schema.items !== false || prefix.length === 0)) {
        unbounded.push(`${path}[]`);
        return Infinity;
      }
      const items =
        schema.items === undefined || schema.items === false ? 0 : largestJsonBytes(schema.items as JsonSchema, `${path}[]`, unbounded);
      const fixed = prefix.reduce((sum, inner, index) => sum + largestJsonBytes(inner, `${path}[${index}]`, unbounded) + 1, 0);
      return 2 + fixed + Math.max(0, (maxItems ?? prefix.length) - prefix.length) * (items + 1);
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      let total = 2;
      for (const [key, inner] of Object.entries(properties))
        total += jsonBytes(key) + 2 + largestJsonBytes(inner, `${path}.${key}`, unbounded);
      // A schema for keys of any name (a record): as many as the sender likes, unless it says how many.
      const extra = schema.additionalProperties;
      if (extra !== undefined && extra !== false) {
        const maxProperties = numberOf(schema.maxProperties);
        const keyBytes = largestJsonBytes((schema.propertyNames ?? true) as JsonSchema, `${path}{key}`, unbounded);
        const valueBytes = largestJsonBytes(extra as JsonSchema, `${path}{}`, unbounded);
        if (maxProperties === undefined) {
          unbounded.push(`${path}{}`);
          return Infinity;
        }
        total += maxProperties * (keyBytes + valueBytes + 2);
      }
      return total;
    }
    default:
      // No type: a schema zod could not describe (a custom check); its size is whatever the sender makes it.
      unbounded.push(path);
      return Infinity;
  }
}

/** The JSON Schema of a route's zod body schema, as a client must send it; null when it is not a zod schema. */
export function bodyJsonSchema(body: unknown): JsonSchema | null {
  if (!(body instanceof z.ZodType)) return null;
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The body limit for a route's zod body schema, or undefined when the schema does not bound its size. */
export function bodyLimitFor(body: unknown): number | undefined {
  const schema = bodyJsonSchema(body);
  if (schema === null) return undefined;
  const largest = largestJsonBytes(schema);
  if (!Number.isFinite(largest)) return undefined;
  return Math.max(MIN_BODY_BYTES, Math.ceil((largest * 2) / 1024) * 1024);
}

/** A limit as people read it: '16 KB', '4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** Gives every route with a bounded JSON body schema and no limit of its own the limit its schema implies. */
export const bodyLimitsPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined || !route.schema?.body) return;
    const limit = bodyLimitFor(route.schema.body);
    if (limit !== undefined) route.bodyLimit = limit;
  });
});
