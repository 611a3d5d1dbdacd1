import { readModels } from '@oms/projections';
import { buildInMemoryApp, sessionCookieFor } from '../../../services/src/platform/engines/inMemoryApp';
import type { Measure } from '../support/measure';
import { percentile } from '../support/stats';

const venueId = 'ven-crown-anchor';

/**
 * P12: a 2,000-line stock take of the demo's Pro venue through the API (fastify.inject): Save
 * changes with every line counted anew, and the valuation report once locked, each p95, against
 * reading the same sheet raw from the read store in the same run.
 */
export async function measureStockTakeSheet(options: { lines: number; requests: number }): Promise<Measure> {
  const harness = await buildInMemoryApp({ now: new Date() });
  try {
    const { app, platform } = harness;
    const cookie = await sessionCookieFor(app, 'admin@oms.test');
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200)
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    };
    const base = `/api/venues/${venueId}/stock-takes`;
    // A month long before the demo's counts: nothing arrived in it, every line is typed in.
    const { stockTakeId } = await call('POST', base, { fromPeriod: '2020-01-01', toPeriod: '2020-01-31' });
    const toAdd = Array.from({ length: options.lines }, (_, index) => ({
      title: `Stock product ${index}`,
      supplierTitle: `Supplier ${index % 40}`,
      price: 100 + (index % 900),
      UoM: index % 7 === 0 ? 'Kg' : 'Each',
      inStock: index % 13,
      wastage: index % 5 === 0 ? 1 : 0,
    }));
    await call('POST', `${base}/${stockTakeId}/products`, { toAdd });
    const sheet = await readModels.stockTakeSheets.in(platform.readStore).findOne({ _id: stockTakeId });
    const lineIds = (sheet?.lines ?? []).map((line) => line.lineId);

    const timed = async (run: (round: number) => Promise<unknown>) => {
      const samples: number[] = [];
      for (let index = 0; index < options.requests; index += 1) {
        const started = performance.now();
        await run(index);
        samples.push(performance.now() - started);
      }
      return percentile(samples, 0.95);
    };
    const rawRead = () => readModels.stockTakeSheets.in(platform.readStore).findOne({ _id: stockTakeId });
    const save = (round: number) =>
      call('POST', `${base}/${stockTakeId}/products`, {
        toUpdate: lineIds.map((lineId, index) => ({ lineId, inStock: (index + round + 1) % 17 })),
      });
    const saves: number[] = [];
    const rawBeforeLock: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      saves.push(await timed((index) => save(round * options.requests + index)));
      rawBeforeLock.push(await timed(rawRead));
    }
    await call('PUT', `${base}/${stockTakeId}/lock`, { locked: true });
    const reports: number[] = [];
    const raw: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      reports.push(await timed(() => call('GET', `${base}/${stockTakeId}/reports/valuation`)));
      raw.push(await timed(rawRead));
    }
    const baseline = Math.min(...raw, ...rawBeforeLock);
    const save95 = Math.min(...saves);
    const report95 = Math.min(...reports);
    return {
      id: 'P12',
      name: `Stock take of ${lineIds.length} lines: valuation report p95 (Save changes p95 ${save95.toFixed(1)} ms, ${(save95 / baseline).toFixed(1)}× the raw read)`,
      unit: 'ms',
      figure: report95,
      baseline,
      baselineName: 'the same sheet read raw from the read store, p95',
      goal: 'reported against the raw read',
      passed: null,
      details: { lines: lineIds.length, saves, reports, raw, rawBeforeLock, save95 },
    };
  } finally {
    await harness.close();
  }
}
