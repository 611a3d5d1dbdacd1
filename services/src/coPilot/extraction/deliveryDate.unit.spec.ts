import { describe, expect, it } from 'vitest';
import { londonDateOf, readDeliveryDate } from './deliveryDate';

// Wednesday 23 September 2026, 10:05 in London (BST).
const sentAt = '2026-09-23T09:05:00.000Z';
const dateOf = (text: string, at = sentAt, subject = '') =>
  readDeliveryDate({ subject, lines: text.split('\n'), sentAt: at }).date;

describe('the delivery date', () => {
  it('resolves today, tomorrow and the day after tomorrow in London', () => {
    expect(dateOf('for today please')).toBe('2026-09-23');
    expect(dateOf('Order for tomorrow please:')).toBe('2026-09-24');
    expect(dateOf('For the day after tomorrow (Fri) please')).toBe('2026-09-25');
  });

  it('reads a weekday as the next such day after the sending day', () => {
    expect(dateOf("Can we get the following on Thursday's drop please")).toBe('2026-09-24');
    expect(dateOf('for Weds')).toBe('2026-09-30');
    expect(dateOf('hi, for saturday pls')).toBe('2026-09-26');
    expect(dateOf('Please send Tuesday:')).toBe('2026-09-29');
    expect(dateOf('order for fri')).toBe('2026-09-25');
  });

  it('reads the day asked for, not a day only mentioned', () => {
    expect(dateOf("Thanks for Monday's delivery. For Friday please:")).toBe('2026-09-25');
    expect(dateOf('Same as last Tuesday, deliver Thursday')).toBe('2026-09-24');
    expect(dateOf('Thanks for the delivery on 21/9. For tomorrow please')).toBe('2026-09-24');
  });

  it('reads dates day first, with or without a month', () => {
    expect(dateOf('for delivery Thursday 8/10.')).toBe('2026-10-08');
    expect(dateOf('Order for Monday 19/10 please:')).toBe('2026-10-19');
    expect(dateOf('Drinks for Thursday 22nd please:')).toBe('2026-10-22');
    expect(dateOf('For Monday 2nd November:')).toBe('2026-11-02');
    expect(dateOf('deliver on 2 Oct 2026')).toBe('2026-10-02');
  });

  it('does not read pack sizes as dates', () => {
    expect(dateOf('2 x chopped toms 6x2.5kg\n1 x whole milk 6 x 2L')).toBeNull();
    expect(dateOf('2 x sun-dried tomatoes')).toBeNull();
  });

  it('uses the London date of a header written in UTC after midnight', () => {
    // Sunday 11 October 23:30 UTC is Monday 12 October 00:30 in London.
    expect(londonDateOf('2026-10-11T23:30:00.000Z')).toBe('2026-10-12');
    expect(dateOf('veg for tomorrow', '2026-10-11T23:30:00.000Z')).toBe('2026-10-13');
  });

  it('crosses the clock change on 25 October 2026', () => {
    expect(dateOf('for tomorrow', '2026-10-24T19:00:00.000Z')).toBe('2026-10-25');
    expect(dateOf('for Monday', '2026-10-24T19:00:00.000Z')).toBe('2026-10-26');
    expect(londonDateOf('2026-10-25T23:30:00.000Z')).toBe('2026-10-25');
  });

  it('is null when no date is asked for, and falls back to the subject', () => {
    expect(dateOf('Next delivery please:')).toBeNull();
    expect(dateOf('whenever your next run is')).toBeNull();
    expect(dateOf('2 x gin', sentAt, 'Re: order for Fri')).toBe('2026-09-25');
  });
});
