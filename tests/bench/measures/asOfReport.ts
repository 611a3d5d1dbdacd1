import { addBusinessDays, businessDateOf } from '@oms/contracts';
import { allProjections, createMemoryReadStore, ordersAcrossVenues, ProjectionRunner } from '@oms/projections';
import { readStoreAsOf } from '../../../services/src/platform/asOf/readStoreAsOf';
import { openSqliteEventStore } from '../../../services/src/platform/eventStore/sqliteEventStore';
import { withUpcasting } from '../../../services/src/platform/eventStore/upcastingEventStore';
import { benchNow, historyStore } from '../support/datasets';
import type { Measure } from '../support/measure';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * P15: finance's admin Orders report as of a past moment (half-way through the generated three years),
 * replayed from the events recorded up to then, against rebuilding every read model from the whole
 * history once (what today's read models cost to build).
 */
export async function measureAsOfReport(options: { events: number }): Promise<Measure> {
  const file = await historyStore(options.events);
  const eventStore = withUpcasting(openSqliteEventStore({ filename: file }));
  try {
    const asOf = new Date(benchNow.getTime() - 1.5 * YEAR_MS);
    const end = businessDateOf(asOf);
    const range = { start: addBusinessDays(end, -6), end };

    const rebuildStarted = performance.now();
    await new ProjectionRunner(createMemoryReadStore(), eventStore, allProjections, { error: () => {} }).rebuild(
      allProjections.map((projection) => projection.name),
    );
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;

    const coldStarted = performance.now();
    const orders = await ordersAcrossVenues(await readStoreAsOf(eventStore, asOf.toISOString()), range);
    const coldSeconds = (performance.now() - coldStarted) / 1000;
    const warmStarted = performance.now();
    await ordersAcrossVenues(await readStoreAsOf(eventStore, asOf.toISOString()), range);
    const warmSeconds = (performance.now() - warmStarted) / 1000;
    if (orders.length === 0) throw new Error('The as-of report found no orders: it measures nothing');

    const passed = coldSeconds <= rebuildSeconds;
    return {
      id: 'P15',
      name: `as-of report: admin Orders (${orders.length} orders, 7 days) as of ${asOf.toISOString().slice(0, 10)} over ${options.events.toLocaleString('en-GB')} events`,
      unit: 's',
      figure: coldSeconds,
      baseline: rebuildSeconds,
      baselineName: 'rebuilding every read model from the whole history once',
      goal: '≤ the full rebuild (it replays only the events recorded up to the moment)',
      passed,
      details: { warmSeconds, orders: orders.length },
      ...(passed
        ? {}
        : { note: `The replay to the moment took longer than the whole rebuild (${coldSeconds.toFixed(1)} s).` }),
    };
  } finally {
    await eventStore.close();
  }
}
