import type { OrderEmail } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { interpretOrder } from './interpretOrder';
import type { SupplierContext } from './supplierContext';

const context: SupplierContext = {
  supplierId: 'sup-x',
  customers: [{ venueId: 'ven-a', title: 'The Red Lion', code: 'REDL00', addressCity: 'Birmingham' }],
  accounts: [{ email: 'chef@redlion.example', secondaryEmails: ['kitchen@mail.example'], venueIds: ['ven-a'] }],
  products: [
    { productId: 'p1', sku: 'X100', title: 'Plain Flour', size: '16kg' },
    { productId: 'p2', sku: 'X200', title: 'Button Mushrooms', size: '1kg' },
    { productId: 'p3', sku: 'X300', title: 'Catering Plain Flour', size: '10kg' },
    { productId: 'p4', sku: 'X400', title: 'Mayonnaise', size: '10L' },
  ],
};

const email = (text: string, overrides: Partial<OrderEmail> = {}): OrderEmail => ({
  messageId: null,
  from: 'kitchen@mail.example',
  fromName: null,
  to: ['orders@supplier.example'],
  subject: 'order',
  sentAt: '2026-10-07T19:30:00.000Z',
  text,
  html: null,
  attachments: [],
  ...overrides,
});

describe('interpreting an order e-mail', () => {
  it('reads the venue, the date, the lines and what is not in the price file', () => {
    const interpretation = interpretOrder(
      email(
        'Hi, for tomorrow please:\n\n2 x plain flour 16kg\n4kg of button mushrooms\nsamphire 1kg x 2\nX400 x 3\n\nThanks\nChef',
      ),
      context,
    );
    expect(interpretation).toMatchObject({ venueId: 'ven-a', deliveryDate: '2026-10-08', extractor: 'built-in' });
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['X100', 2],
      ['X200', 4],
      [null, 2],
      ['X400', 3],
    ]);
    expect(interpretation.notInPriceFile).toEqual(['samphire 1kg x 2']);
    expect(interpretation.confidence).toBeGreaterThan(0);
    for (const line of interpretation.lines) expect(line.explanation).not.toBe('');
  });

  it('reads a CSV attachment and says "Venue Not Recognised" for an unknown sender naming no venue', () => {
    const interpretation = interpretOrder(
      email('Order attached', {
        from: 'someone@mail.example',
        attachments: [
          { filename: 'order.csv', contentType: 'text/csv', size: 40, text: 'Product;Qty\nMayonnaise 10L;2\n' },
        ],
      }),
      context,
    );
    expect(interpretation.venueId).toBeNull();
    expect(interpretation.venueExplanation).toContain('Venue Not Recognised');
    expect(interpretation.deliveryDate).toBeNull();
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([['X400', 2]]);
  });

  it('does not list a house number or "an order for Thursday" as not in the price file', () => {
    const interpretation = interpretOrder(
      email(
        "We'd like to place an order for Thursday, delivered to The Swan Inn, 4 Castle Street, Oxford:\n\n2 x Plain flour 16kg",
      ),
      context,
    );
    expect(interpretation.notInPriceFile).toEqual([]);
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([['X100', 2]]);
  });

  it('ignores the quoted earlier message', () => {
    const interpretation = interpretOrder(
      email(
        '1 x mayo 10L\n\nOn Tue, 6 Oct 2026 at 10:31, Supplier <s@x.example> wrote:\n> 9 x plain flour 16kg\n> Delivery Friday',
      ),
      context,
    );
    expect(interpretation.lines.map((line) => line.sku)).toEqual(['X400']);
    expect(interpretation.deliveryDate).toBeNull();
  });
});
