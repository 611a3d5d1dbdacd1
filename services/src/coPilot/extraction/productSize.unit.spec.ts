import { describe, expect, it } from 'vitest';
import { packSizeFit, readPackSize } from './productSize';

describe('pack sizes', () => {
  it('reads a multipack of amounts', () => {
    expect(readPackSize('whole milk 6x2L').size).toEqual({ multiple: 6, amount: { value: 2000, measure: 'ml' } });
    expect(readPackSize('Tonic Water 24 x 200ml').size).toEqual({
      multiple: 24,
      amount: { value: 200, measure: 'ml' },
    });
    expect(readPackSize('chopped toms 6x2.5kg').rest).toBe('chopped toms');
  });

  it('reads counts written the kitchen way', () => {
    expect(readPackSize('lemons 80s').size).toEqual({ count: 80 });
    expect(readPackSize('lemons 80 count').size).toEqual({ count: 80 });
    expect(readPackSize('braeburn apples 80ct').size).toEqual({ count: 80 });
    expect(readPackSize('kraft takeaway boxes (1000)').size).toEqual({ count: 1000 });
    expect(readPackSize('free range eggs large (15 doz)').size).toEqual({ multiple: 15, count: 12 });
    expect(readPackSize('Prosecco DOC (case of 6)').size).toEqual({ multiple: 6 });
  });

  it('reads pints, centilitres and litres as millilitres', () => {
    expect(readPackSize('best bitter cask (72 pint)').size.amount).toEqual({ value: 72 * 568, measure: 'ml' });
    expect(readPackSize('malbec 75cl').size.amount).toEqual({ value: 750, measure: 'ml' });
    expect(readPackSize('rapeseed oil 20 litre').size.amount).toEqual({ value: 20000, measure: 'ml' });
  });

  it('fits a written size against a listed one', () => {
    const listed = readPackSize('6 x 75cl').size;
    expect(packSizeFit(readPackSize('6x75cl').size, listed)).toBe(1);
    expect(packSizeFit(readPackSize('75cl').size, readPackSize('75cl').size)).toBe(1);
    expect(packSizeFit(readPackSize('5kg').size, readPackSize('10kg').size)).toBe(-1);
    expect(packSizeFit(readPackSize('no size').size, listed)).toBeNull();
  });
});
