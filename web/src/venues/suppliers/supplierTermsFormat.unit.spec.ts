import { describe, expect, it } from 'vitest';
import { formatDeliveryDays } from './supplierTermsFormat';

describe('delivery days as the suppliers table shows them', () => {
  it('reads Monday first, shortens runs of three or more and names every day', () => {
    expect(formatDeliveryDays(['Friday', 'Tuesday'])).toBe('Tue, Fri');
    expect(formatDeliveryDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Mon–Fri');
    expect(formatDeliveryDays(['Tuesday', 'Thursday', 'Saturday'])).toBe('Tue, Thu, Sat');
    expect(formatDeliveryDays(['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).toBe(
      'Mon, Tue, Thu–Sun',
    );
    expect(formatDeliveryDays(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])).toBe(
      'Every day',
    );
    expect(formatDeliveryDays([])).toBe('');
  });
});
