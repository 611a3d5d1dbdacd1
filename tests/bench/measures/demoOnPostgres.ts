import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/appServer';
import { caughtUp, phaseSeconds, sameAnswer, sessionCookie, startBenchEngines } from '../support/engineApp';
import { onEveryCore } from '../support/environment';
import { allPassed, type Measure } from '../support/measure';
import { answerOf, p95, residentMegabytes, scalePages, timedStart } from '../support/scaleApp';
import { withScratchDir } from '../support/scratchDir';

type Page = 'orders' | 'search' | 'spend';
const pageNames: Page[] = ['orders', 'search', 'spend'];
const REQUESTS_PER_PAGE = 40;
const GOALS = { readySeconds: 20, pageRatio: 3 };

const demoAdmin = { email: 'admin@oms.test', password: 'Demo!Pass1' };
const profileOnExit = fileURLToPath(new URL('../support/cpuProfileOnExit.mjs', import.meta.url));

/** The demo as `OMS_DEMO=1` seeds it, dated alike in both starts so their answers can be compared. */
const demoEnv = (demoNow: string) => ({
  OMS_DEMO: '1',
  OMS_DEMO_NOW: demoNow,
  OMS_WORKFLOWS_UNAVAILABLE: 'not measured here',
  LOG_LEVEL: 'info',
  // A stalled start fails the measure with its phase named, not the bench's patience.
  OMS_START_PHASE_SECONDS: '600',
});

interface PageFigures {
  url: string;
  body: string;
  p95: number;
}

async function timedPages(url: string): Promise<Record<Page, PageFigures>> {
  const cookie = await sessionCookie(url, demoAdmin.email, demoAdmin.password);
  const urls = await scalePages(url, cookie);
  const figures = {} as Record<Page, PageFigures>;
  for (const page of pageNames) {
    figures[page] = {
      url: urls[page].slice(url.length),
      body: await answerOf(urls[page], cookie),
      p95: await p95(urls[page], cookie, REQUESTS_PER_PAGE),
    };
  }
  return figures;
}

async function appliedPosition(url: string): Promise<number> {
  const health = (await (await fetch(`${url}/api/health`)).json()) as {
    projections: { readModels: { position: number }[] };
  };
  return Math.max(0, ...health.projections.readModels.map((readModel) => readModel.position));
}

/**
 * P8pg (issue 44): the demo (about 12,300 events) from empty engines to ready on the production
 * engines (PostgreSQL event store, Kafka, FerretDB on PostgreSQL), and the orders, search and
 * spend pages, against the embedded default started the same way in the same run.
 * `BENCH_APP_PROFILE_DIR=<folder>` keeps a CPU profile of the app on the engines.
 */
export async function measureDemoOnPostgres(): Promise<Measure[]> {
  return onEveryCore(() =>
    withScratchDir('demo-pg', async (workDir) => {
      const port = await freePort();
      const demoNow = new Date().toISOString();
      const embeddedDir = join(workDir, 'embedded');
      mkdirSync(embeddedDir);
      const embedded = await timedStart(embeddedDir, port, { ...demoEnv(demoNow), EVENTSTORE_URL: '', MONGO_URL: '' });
      let reference: Record<Page, PageFigures>;
      let embeddedMemory: number;
      let embeddedEvents: number;
      try {
        embeddedMemory = residentMegabytes(embedded.app.child.pid ?? 0);
        embeddedEvents = await appliedPosition(embedded.app.url);
        reference = await timedPages(embedded.app.url);
      } finally {
        await embedded.app.stop();
      }

      const engines = await startBenchEngines(join(workDir, 'engines'), ['postgres', 'kafka', 'ferretdb']);
      try {
        const appDir = join(workDir, 'on-engines');
        mkdirSync(appDir);
        const onEngines = await timedStart(appDir, port, {
          ...demoEnv(demoNow),
          MONGO_URL: engines.env.MONGO_URL ?? '',
          KAFKA_BROKERS: engines.env.KAFKA_BROKERS ?? '',
          EVENTSTORE_URL: engines.env.EVENTSTORE_URL ?? '',
          TEMPORAL_ADDRESS: '',
          S3_BUCKET: '',
          ...(process.env.BENCH_APP_PROFILE_DIR ? { NODE_OPTIONS: `--import=${profileOnExit}` } : {}),
        });
        try {
          await caughtUp(onEngines.app.url, 60_000);
          const memory = residentMegabytes(onEngines.app.child.pid ?? 0);
          const events = await appliedPosition(onEngines.app.url);
          const phases = phaseSeconds(onEngines.app.output());
          const pages = await timedPages(onEngines.app.url);
          const measures: Measure[] = [
            {
              id: 'P8pg',
              name: `demo on PostgreSQL (events) + Kafka + FerretDB on PostgreSQL: empty engines → ready, ${events.toLocaleString('en-GB')} events (app resident ${memory.toFixed(0)} MB against ${embeddedMemory.toFixed(0)} MB embedded)`,
              unit: 's',
              figure: onEngines.seconds,
              baseline: embedded.seconds,
              baselineName: 'the same demo seeded on the embedded default',
              goal: `≤ ${GOALS.readySeconds} s`,
              passed: allPassed(onEngines.seconds <= GOALS.readySeconds),
              details: {
                events,
                embeddedEvents,
                eventsPerSecond: events / onEngines.seconds,
                phases,
                embeddedPhases: phaseSeconds(embedded.app.output()),
                engineStartSeconds: engines.seconds,
                residentMegabytes: memory,
                embeddedResidentMegabytes: embeddedMemory,
              },
            },
          ];
          for (const page of pageNames) {
            const same = sameAnswer(pages[page].body, reference[page].body);
            const figure = pages[page].p95;
            const baseline = reference[page].p95;
            measures.push({
              id: 'P8pg',
              name: `demo on PostgreSQL + Kafka + FerretDB: ${page} answer through the API (p95 of ${REQUESTS_PER_PAGE})`,
              unit: 'ms',
              figure,
              baseline,
              baselineName: 'the same page of the same demo on the embedded default',
              goal: `≤ ${GOALS.pageRatio}× baseline`,
              // Not part of the goal: the demo seeded on Kafka is not always the embedded one (see the note).
              passed: allPassed(figure <= GOALS.pageRatio * baseline),
              ...(same
                ? {}
                : {
                    note: `another answer than embedded: some demo seeders read the read models after waiting for the last event only, which on Kafka says nothing of the other partitions (${events.toLocaleString('en-GB')} events seeded against ${embeddedEvents.toLocaleString('en-GB')})`,
                  }),
              details: { path: pages[page].url, sameAnswer: same },
            });
          }
          return measures;
        } catch (error) {
          throw new Error(
            `${(error as Error).message}\nThe app on the engines printed:\n${onEngines.app.output().slice(-3_000)}`,
          );
        } finally {
          await onEngines.app.stop();
        }
      } finally {
        await engines.stop();
      }
    }),
  );
}
