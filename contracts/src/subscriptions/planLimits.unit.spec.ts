import { describe, expect, it } from 'vitest';
import { isLimitReached, planHasFeature, planLimitMessages, planUsageOf, upgradePlanPath, usageOf } from './planLimits';

describe('plan limits', () => {
  it('gives Free no PO numbers, the paid plans their monthly allowance and Pro no limit', () => {
    const free = usageOf(planUsageOf('v', 'free', '2026-11', {}), 'PO_Numbers');
    expect(free).toEqual({ feature: 'PO_Numbers', limit: 0, used: 0, remaining: 0 });
    expect(isLimitReached(free)).toBe(true);
    expect(usageOf(planUsageOf('v', 'starter', '2026-11', { PO_Numbers: 2 }), 'PO_Numbers').remaining).toBe(3);
    expect(isLimitReached(usageOf(planUsageOf('v', 'growth', '2026-11', { PO_Numbers: 20 }), 'PO_Numbers'))).toBe(true);
    const pro = usageOf(planUsageOf('v', 'pro', '2026-11', { PO_Numbers: 500 }), 'PO_Numbers');
    expect(pro).toMatchObject({ limit: null, remaining: null });
    expect(isLimitReached(pro)).toBe(false);
  });

  it('never counts below zero remaining when history used more than a lower plan allows', () => {
    expect(usageOf(planUsageOf('v', 'free', '2026-11', { PO_Numbers: 4 }), 'PO_Numbers').remaining).toBe(0);
  });

  it('gates whole features by the lowest plan that has them', () => {
    expect(planHasFeature('growth', 'Stock_Takes')).toBe(false);
    expect(planHasFeature('pro', 'Stock_Takes')).toBe(true);
    expect(planHasFeature('starter', 'Xero')).toBe(false);
    expect(planHasFeature('growth', 'Xero')).toBe(true);
    expect(planHasFeature('free', 'Gross_Profit_Entries')).toBe(false);
  });

  it("speaks the Plan Limit modal's words and links to the plans", () => {
    expect(planLimitMessages.featureOf('pro')).toBe('This is a Pro feature.');
    expect(planLimitMessages.limitReached).toBe('You have reached the limit of your current plan for this month.');
    expect(upgradePlanPath('ven-1')).toBe('/v/ven-1/subscriptions/oms-plans');
  });
});
