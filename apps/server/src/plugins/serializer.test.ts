import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { ListingSchema, MyEventsAndExperiencesSchema, PublicItemSchema } from '@trg/contract/catalog';
import { CartSummarySchema, OrderDataSchema, UpdateCartResultSchema } from '@trg/contract/cart';
import { ApiErrorSchema } from '@trg/contract/errors';
import { compiledSerializerCompiler, serializerSchema, simplified } from './serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/probe', httpStatus: '200' });
const compiled = (schema: z.ZodType) => compiledSerializerCompiler(route(schema) as never) as (data: unknown) => string;
const byZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema) as never) as (data: unknown) => string;

describe('answers written by a serializer compiled from the response schema', () => {
  it('compiles the hot routes’ schemas (a transform would silently put them back on the slow path)', () => {
    for (const schema of [
      ListingSchema,
      PublicItemSchema,
      CartSummarySchema,
      OrderDataSchema,
      UpdateCartResultSchema,
      MyEventsAndExperiencesSchema,
      ApiErrorSchema,
    ]) {
      expect(serializerSchema(schema)).not.toBeNull();
    }
  });

  it('writes what the zod serializer writes: unknown fields dropped, nulls kept, a missing optional left out', () => {
    const schema = z.object({
      id: z.number().int(),
      title: z.string(),
      price: z.string().nullable(),
      city: z.string().nullable().optional(),
      tags: z.array(z.object({ name: z.string(), weight: z.number().nullable() })),
      state: z.enum(['on-sale', 'sold-out']),
    });
    const answer = {
      id: 7,
      title: 'Cellar "night" – Beaune',
      price: null,
      tags: [{ name: 'pinot', weight: 1.5, secret: 'x' }],
      state: 'sold-out',
      internal: 'not for clients',
    };
    expect(compiled(schema)(answer)).toBe(byZod(schema)(answer));
    expect(JSON.parse(compiled(schema)(answer))).toEqual({
      id: 7,
      title: 'Cellar "night" – Beaune',
      price: null,
      tags: [{ name: 'pinot', weight: 1.5 }],
      state: 'sold-out',
    });
  });

  it('refuses an answer that lacks a required field instead of sending it incomplete', () => {
    expect(() => compiled(CartSummarySchema)({})).toThrow();
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const withDate = z.object({ at: z.date() });
    expect(serializerSchema(withDate)).toBeNull();
    expect(compiled(withDate)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('writes a nullable primitive as a type list, and leaves a nullable object to anyOf', () => {
    expect(simplified({ anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] })).toEqual({ type: ['string', 'null'], maxLength: 5 });
    const objectOrNull = { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] };
    expect(simplified(objectOrNull)).toEqual(objectOrNull);
  });
});
