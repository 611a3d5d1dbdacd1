import { addBusinessDays, businessDateOf } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { buildInMemoryApp, sessionCookieFor } from '../../../services/src/platform/engines/inMemoryApp';
import type { Measure } from '../support/measure';
import { percentile } from '../support/stats';

/**
 * P11: the Goods receipting list of the busiest demo venue over the default 40 days, p95 through
 * the API (fastify.inject), against the orders list of the same venue and days in the same run.
 */
export async function measureReceiptingList(options: { requests: number }): Promise<Measure> {
  const now = new Date();
  const harness = await buildInMemoryApp({ now });
  try {
    const { app, platform } = harness;
    const end = businessDateOf(now);
    const start = addBusinessDays(end, -40);
    const receipts = await readModels.receipts.in(platform.readStore).find({ orderedDate: { $gte: start, $lte: end } });
    const counts = new Map<string, number>();
    for (const receipt of receipts) counts.set(receipt.venueId, (counts.get(receipt.venueId) ?? 0) + 1);
    const [venueId, orders] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const cookie = await sessionCookieFor(app, 'admin@oms.test');
    const timed = async (url: string) => {
      const samples: number[] = [];
      for (let index = 0; index < options.requests; index += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        samples.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      }
      return percentile(samples, 0.95);
    };
    const range = `start=${start}&end=${end}`;
    // Alternate the two, so a slower moment of a shared machine lands on both.
    const receipting: number[] = [];
    const ordersList: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      receipting.push(await timed(`/api/venues/${venueId}/receipting/orders?${range}`));
      ordersList.push(await timed(`/api/venues/${venueId}/orders?${range}`));
    }
    const figure = Math.min(...receipting);
    const baseline = Math.min(...ordersList);
    return {
      id: 'P11',
      name: `Goods receipting list, 40 days of the busiest venue (${orders} orders), p95`,
      unit: 'ms',
      figure,
      baseline,
      baselineName: 'orders list of the same venue and days, p95',
      goal: 'reported against the orders list',
      passed: null,
      details: { venueId, orders, receipting, ordersList },
    };
  } finally {
    await harness.close();
  }
}
