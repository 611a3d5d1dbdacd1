import { basketViewSchema, placedBasketOrderSchema } from '@oms/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './responseSerializer';

const route = { method: 'GET', url: '/spec', httpStatus: '200' };
const both = (schema: z.ZodType) => ({
  ours: responseSerializerCompiler({ schema, ...route }),
  library: serializerCompiler({ schema, ...route }),
});

/** The JSON answered, or the error thrown, so that a refusal compares too. */
function outcome(serialize: (data: unknown) => string, data: unknown): string {
  try {
    return serialize(data);
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

const basket = {
  venueId: 'ven-1',
  groups: [
    {
      supplierId: 'sup-1',
      supplierTitle: 'Dairy Fresh',
      deliveryDays: ['Monday', 'Friday'],
      minOrderValue: 0,
      deliveryFee: 0,
      orderCutOffTime: '11:00',
      linesTotal: 2340,
      total: 2340,
      isBelowMinimum: false,
      lines: [
        {
          productId: 'p-1',
          sku: 'DFR1',
          title: 'Whole Milk',
          size: '6 x 2L',
          UoM: 'Pack',
          quantity: 3,
          unitPrice: 780,
          hasVat: false,
          lineTotal: 2340,
          internalNote: 'not for the wire',
        },
      ],
    },
  ],
  total: 2340,
  supplierCount: 1,
  productCount: 1,
  itemCount: 3,
  isPricesHidden: false,
  today: '2026-11-26',
  time: '09:30',
  _position: 12,
};

describe('the response serializer', () => {
  it('answers exactly what encoding with the schema answers, unknown fields left out', () => {
    const { ours, library } = both(basketViewSchema);
    expect(ours(basket)).toBe(library(basket));
    expect(ours(basket)).not.toContain('internalNote');
    const placed = {
      orders: [{ orderId: 'o', supplierId: 's', supplierTitle: 'S', requiredDeliveryDay: '2026-11-27' }],
      warning: null,
    };
    expect(both(placedBasketOrderSchema).ours(placed)).toBe(both(placedBasketOrderSchema).library(placed));
  });

  it('encodes schemas whose parsing would answer otherwise: defaults, transforms, codecs, discriminated unions', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.object({ kind: z.string().default('plain') }), {}],
      [
        z.object({
          at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
        }),
        { at: new Date('2026-11-26T10:00:00.000Z') },
      ],
      [z.object({ items: z.array(z.object({ n: z.number().catch(0) })) }), { items: [{ n: 1 }] }],
      [
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a'), a: z.number() }),
          z.object({ kind: z.literal('b') }),
        ]),
        { kind: 'a', a: 1 },
      ],
    ];
    for (const [schema, data] of schemas) {
      const { ours, library } = both(schema);
      expect(outcome(ours, data)).toBe(outcome(library, data));
    }
  });

  it('refuses an answer its schema does not describe', () => {
    const { ours } = both(basketViewSchema);
    expect(() => ours({ ...basket, total: 'a lot' })).toThrow(/Response doesn't match the schema/);
  });
});
