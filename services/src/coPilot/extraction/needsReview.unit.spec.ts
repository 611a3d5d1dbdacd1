import type { OrderEmail } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { interpretOrder } from './interpretOrder';
import { readItem } from './lineReading';
import { orderTextOf } from './orderText';
import type { SupplierContext } from './supplierContext';

const context: SupplierContext = {
  supplierId: 'sup-x',
  customers: [
    { venueId: 'ven-a', title: 'The Crown & Anchor', code: 'CRNANC', addressCity: 'Bristol' },
    { venueId: 'ven-b', title: 'Harbour Kitchen', code: 'HARBKT', addressCity: 'Brighton' },
  ],
  accounts: [
    { email: 'chef@crown.example', secondaryEmails: [], venueIds: ['ven-a'] },
    { email: 'owner@group.example', secondaryEmails: [], venueIds: ['ven-a', 'ven-b'] },
  ],
  products: [
    { productId: 'p1', sku: 'X100', title: 'Heavy Duty Bin Liners', size: '200' },
    { productId: 'p2', sku: 'X200', title: 'Rapeseed Oil', size: '20L' },
    { productId: 'p3', sku: 'X300', title: 'Prepared Broccoli', size: '1kg' },
    { productId: 'p4', sku: 'X400', title: 'Malbec', size: '75cl' },
  ],
};

const email = (text: string, overrides: Partial<OrderEmail> = {}): OrderEmail => ({
  messageId: null,
  from: 'chef@crown.example',
  fromName: null,
  to: ['orders@supplier.example'],
  subject: 'order',
  sentAt: '2026-10-07T09:30:00.000Z',
  text,
  html: null,
  attachments: [],
  ...overrides,
});

describe('whether an order needs review', () => {
  it('keeps an item asked for in a sentence that the supplier does not sell, and asks for a look', () => {
    const interpretation = interpretOrder(
      email('Crown & Anchor - 1 heavy duty bin liners please, plus a case of truffle oil if you do it.\n\nSam', {
        from: 'owner@group.example',
      }),
      context,
    );
    expect(interpretation.lines.map((line) => line.sku)).toEqual(['X100', null]);
    expect(interpretation.notInPriceFile).toEqual(['plus a case of truffle oil if you do it']);
    expect(interpretation.needsReview).toBe(true);
  });

  it('lets a plain order from a known sender through without review', () => {
    const interpretation = interpretOrder(
      email('For tomorrow please:\n2 x rapeseed oil\n1 x malbec\n\nThanks'),
      context,
    );
    expect(interpretation.lines.every((line) => line.confidence >= 0.6)).toBe(true);
    expect(interpretation).toMatchObject({ needsReview: false, reviewReasons: [] });
  });

  it('asks for a look when the venue is not recognised', () => {
    const interpretation = interpretOrder(email('2 x rapeseed oil please', { from: 'someone@else.example' }), context);
    expect(interpretation.venueId).toBeNull();
    expect(interpretation.reviewReasons).toContain('Venue Not Recognised');
  });

  it('asks for a look when two different days are asked for', () => {
    const interpretation = interpretOrder(email('2 x rapeseed oil for Friday, or for Monday if not'), context);
    expect(interpretation.reviewReasons).toContain('The delivery date is unsure.');
  });
});

describe('quantities in words and fractions', () => {
  it.each([
    ['half a dozen malbec', 6, 'malbec'],
    ['a dozen bottles of malbec', 12, 'malbec'],
    ['Whole chicken - eight', 8, 'Whole chicken'],
    ['two dozen bottles of malbec', 24, 'malbec'],
    ['2 x beef mince 15 % fat', 2, 'beef mince 15% fat'],
  ])('reads "%s" as %d', (written, quantity, rest) => {
    expect(readItem(written)).toMatchObject({ quantity, rest });
  });

  it('reads "2 and a half kg" of a 1 kg product as 2.5 of it', () => {
    const interpretation = interpretOrder(email('two and a half kg of prepared broccoli for tomorrow'), context);
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([['X300', 2.5]]);
  });
});

describe('shorthand and counts written mid-line', () => {
  it('reads vowel-less shorthand as the listed word ("rpsd oil" is Rapeseed Oil)', () => {
    const interpretation = interpretOrder(email('Tomorrow:\n2 x rpsd oil\n1 x malbec'), context);
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['X200', 2],
      ['X400', 1],
    ]);
  });

  it('reads a count written after a few words ("Just 3 x malbec for Saturday, thanks")', () => {
    const interpretation = interpretOrder(email('Just 3 x malbec for Saturday, thanks'), context);
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([['X400', 3]]);
  });
});

describe('forwarded orders', () => {
  it('reads the order under an Outlook forward rule when the subject says it is forwarded', () => {
    const text =
      'Please deliver Monday.\n\n________________\nFrom: Ana <ana@mail.example>\nSent: 22 October\nSubject: x\n\n1 x malbec\n';
    expect(orderTextOf(text, { forwarded: true }).lines).toContain('1 x malbec');
    expect(orderTextOf(text).lines).not.toContain('1 x malbec');
  });
});
