import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadReadModelSnapshot } from '../../../services/src/platform/engines/readModelSnapshot';
import { freePort } from '../../e2e/support/appServer';
import { historyStore } from '../support/datasets';
import { allPassed, type Measure } from '../support/measure';
import {
  p95,
  residentMegabytes,
  scaleAdminCookie,
  scaleAppEnv,
  scalePages,
  timedStart as startWith,
} from '../support/scaleApp';
import { withScratchDir } from '../support/scratchDir';

const appEnv = { ...scaleAppEnv, OMS_SNAPSHOT_SECONDS: '5' };
const timedStart = (dataDir: string, port: number) => startWith(dataDir, port, appEnv);

/** The read models that take the most room: documents and JSON size per collection of the snapshot. */
function largestReadModels(snapshotFile: string, count = 5) {
  const snapshot = loadReadModelSnapshot(snapshotFile);
  if (!snapshot) throw new Error('The snapshot after a clean stop cannot be read');
  return Object.entries(snapshot)
    .map(([collection, documents]) => ({
      collection,
      documents: documents.length,
      // Document by document: a whole collection may be longer than one string may be.
      megabytes:
        Math.round(
          documents.reduce((bytes, document) => bytes + Buffer.byteLength(JSON.stringify(document)), 0) / 1024 / 102.4,
        ) / 10,
    }))
    .sort((a, b) => b.megabytes - a.megabytes)
    .slice(0, count);
}

/**
 * P8: the embedded default holding a generated history: resident memory, time to ready from an
 * empty read side, after a clean stop, and after `kill -9` (read models saved while running),
 * and the p95 of the orders, catalogue search and spend answers through the API.
 */
export async function measureEmbeddedScale(options: { events: number }): Promise<Measure[]> {
  const file = await historyStore(options.events);
  return withScratchDir('scale', async (dataDir) => {
    copyFileSync(file, join(dataDir, 'events.sqlite'));
    // A run that must keep to a given port (machines shared between runs) names it.
    const port = process.env.OMS_E2E_PORT ? Number(process.env.OMS_E2E_PORT) : await freePort();

    const cold = await timedStart(dataDir, port);
    const memory = residentMegabytes(cold.app.child.pid ?? 0);
    await cold.app.stop();
    if (!existsSync(join(dataDir, 'read-models.json'))) throw new Error('No snapshot after a clean stop');
    const largest = largestReadModels(join(dataDir, 'read-models.json'));

    const warm = await timedStart(dataDir, port);
    const cookie = await scaleAdminCookie(warm.app.url);
    const urls = await scalePages(warm.app.url, cookie);
    const pages = {
      orders: await p95(urls.orders, cookie, 40),
      search: await p95(urls.search, cookie, 40),
      spend: await p95(urls.spend, cookie, 40),
    };
    // Past one periodic save, then killed: the restart reads that snapshot and replays the tail.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    warm.app.child.kill('SIGKILL');
    await new Promise((resolve) => warm.app.child.once('exit', resolve));
    const crashed = await timedStart(dataDir, port);
    await crashed.app.stop();

    const million = options.events / 1_000_000;
    const common = {
      unit: 's',
      baselineName: 'time to ready with no read models (a full replay)',
      baseline: cold.seconds,
    };
    return [
      {
        id: 'P8',
        name: `ready after a clean stop, ${options.events.toLocaleString('en-GB')} events (full replay ${cold.seconds.toFixed(1)} s; resident ${memory.toFixed(0)} MB, ${(memory / million).toFixed(0)} MB per million events; largest read models ${largest.map((model) => `${model.collection} ${model.megabytes} MB`).join(', ')})`,
        figure: warm.seconds,
        goal: '≤ 10 s',
        passed: allPassed(warm.seconds <= 10),
        ...common,
        details: { cold: cold.seconds, warm: warm.seconds, residentMegabytes: memory, largestReadModels: largest },
      },
      {
        id: 'P8',
        name: 'ready after kill -9 (read models saved while running)',
        figure: crashed.seconds,
        goal: '≤ 30 s',
        passed: allPassed(crashed.seconds <= 30),
        ...common,
      },
      ...Object.entries(pages).map(
        ([page, figure]): Measure => ({
          id: 'P8',
          name: `${page} answer through the API at this size (p95 of 40)`,
          unit: 'ms',
          figure,
          baseline: null,
          baselineName: '',
          goal: '≤ 100 ms',
          passed: allPassed(figure <= 100),
        }),
      ),
    ];
  });
}
