import { addBusinessDays, grossProfitReport } from '@oms/contracts';
import { grossProfitEntries } from '@oms/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { proPlan, venue } from '../platform/engines/scenarioStreams';
import { seedDemoGrossProfit } from './seedDemoGrossProfit';

const now = new Date('2026-11-22T10:00:00.000Z');
const crown = 'ven-crown-anchor';

let scenario: ApiScenario;
afterEach(async () => {
  await scenario.close();
});

describe('demo gross profit', () => {
  it('gives The Crown & Anchor 90 days of sales and forecasts, with misc costs on some days', async () => {
    scenario = await givenStreams(
      Object.fromEntries([venue(crown, { title: 'The Crown & Anchor' }), proPlan(crown, '2026-11-01T00:00:00.000Z')]),
      { now },
    );
    await seedDemoGrossProfit(scenario.platform, now);
    const from = addBusinessDays('2026-11-22', -90);
    const report = grossProfitReport(
      from,
      '2026-11-22',
      await grossProfitEntries(scenario.platform.readStore, crown, from, '2026-11-22'),
    );
    const past = report.days.slice(0, -1);
    expect(past).toHaveLength(90);
    expect(past.every((day) => day.salesPence !== null && day.forecastPence !== null)).toBe(true);
    expect(report.days.at(-1)).toMatchObject({ salesPence: null, forecastPence: expect.any(Number) });
    const withMisc = past.filter((day) => day.miscCosts.length > 0).length;
    expect(withMisc).toBeGreaterThan(15);
    expect(withMisc).toBeLessThan(50);
  });
});
