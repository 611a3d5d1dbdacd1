import { describe, expect, it } from 'vitest';
import { demoNowFrom } from './seedDemo';

const realNow = new Date('2026-11-28T11:35:00.000Z');

describe('OMS_DEMO_NOW', () => {
  it('seeds as of the real now when unset or blank', () => {
    expect(demoNowFrom({}, realNow)).toBe(realNow);
    expect(demoNowFrom({ OMS_DEMO_NOW: '  ' }, realNow)).toBe(realNow);
  });

  it('seeds as of the ISO date-time it names', () => {
    expect(demoNowFrom({ OMS_DEMO_NOW: '2027-03-28T00:30:00Z' }, realNow).toISOString()).toBe(
      '2027-03-28T00:30:00.000Z',
    );
    expect(demoNowFrom({ OMS_DEMO_NOW: '2028-02-29T23:59:00+01:00' }, realNow).toISOString()).toBe(
      '2028-02-29T22:59:00.000Z',
    );
  });

  it('refuses anything that is not an ISO date-time, saying what it wants', () => {
    for (const value of ['yesterday', '28/11/2026', '2026-13-45T00:00:00Z', '1732790000000']) {
      expect(() => demoNowFrom({ OMS_DEMO_NOW: value }, realNow)).toThrow(/OMS_DEMO_NOW must be an ISO date-time/);
    }
  });
});
