import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../e2e/support/appServer';
import { historyStore } from '../support/datasets';
import { caughtUp, sameAnswer, startBenchEngines } from '../support/engineApp';
import { onEveryCore } from '../support/environment';
import { allPassed, type Measure } from '../support/measure';
import {
  answerOf,
  p95,
  residentMegabytes,
  scaleAdminCookie,
  scaleAppEnv,
  scalePages,
  timedStart,
} from '../support/scaleApp';
import { withScratchDir } from '../support/scratchDir';

type Page = 'orders' | 'search' | 'spend';
const pageNames: Page[] = ['orders', 'search', 'spend'];

/**
 * P8f: the same generated history and the same three pages as P8, on the embedded default and on
 * the production read side (FerretDB on PostgreSQL, MongoDB's wire protocol) fed through Kafka, in
 * one run. The history stays in the app's SQLite file (it is the same file for both). The engines'
 * answers must equal the embedded ones before anything is timed.
 */
export async function measureProductionEngines(options: { events: number }): Promise<Measure[]> {
  const file = await historyStore(options.events);
  return onEveryCore(() =>
    withScratchDir('engines', async (workDir) => {
      const port = await freePort();
      const embeddedDir = join(workDir, 'embedded');
      mkdirSync(embeddedDir);
      copyFileSync(file, join(embeddedDir, 'events.sqlite'));
      const embedded = await timedStart(embeddedDir, port, scaleAppEnv);
      const reference = {} as Record<Page, { url: string; body: string; p95: number }>;
      let embeddedMemory = 0;
      try {
        embeddedMemory = residentMegabytes(embedded.app.child.pid ?? 0);
        const cookie = await scaleAdminCookie(embedded.app.url);
        const urls = await scalePages(embedded.app.url, cookie);
        for (const page of pageNames) {
          reference[page] = {
            url: urls[page].slice(embedded.app.url.length),
            body: await answerOf(urls[page], cookie),
            p95: await p95(urls[page], cookie, 40),
          };
        }
      } finally {
        await embedded.app.stop();
      }

      const engines = await startBenchEngines(join(workDir, 'engines'), ['postgres', 'ferretdb', 'kafka']);
      try {
        const enginesDir = join(workDir, 'on-engines');
        mkdirSync(enginesDir);
        copyFileSync(file, join(enginesDir, 'events.sqlite'));
        const started = performance.now();
        const onEngines = await timedStart(enginesDir, port, {
          ...scaleAppEnv,
          MONGO_URL: engines.env.MONGO_URL ?? '',
          MONGO_DATABASE: 'oms_bench',
          KAFKA_BROKERS: engines.env.KAFKA_BROKERS ?? '',
          EVENTSTORE_URL: '',
          TEMPORAL_ADDRESS: '',
          S3_BUCKET: '',
          // FerretDB 1.x scans a collection for every look-up (on PostgreSQL too: its `@>` filter uses no
          // index), so the catch-up of a long history takes minutes: the start is not cut short.
          OMS_START_PHASE_SECONDS: '3600',
        });
        try {
          await caughtUp(onEngines.app.url, 1_800_000);
          const readySeconds = (performance.now() - started) / 1000;
          const memory = residentMegabytes(onEngines.app.child.pid ?? 0);
          const cookie = await scaleAdminCookie(onEngines.app.url);
          return await timedPages(onEngines, cookie, readySeconds, memory);
        } catch (error) {
          throw new Error(
            `${(error as Error).message}\nThe app on FerretDB on PostgreSQL + Kafka printed:\n${onEngines.app.output().slice(-3_000)}`,
          );
        } finally {
          await onEngines.app.stop();
        }
      } finally {
        await engines.stop();
      }

      async function timedPages(
        onEngines: { app: { url: string } },
        cookie: string,
        readySeconds: number,
        memory: number,
      ) {
        const measures: Measure[] = [
          {
            id: 'P8f',
            name: `FerretDB on PostgreSQL + Kafka: from start to every read model caught up, ${options.events.toLocaleString('en-GB')} events (app resident ${memory.toFixed(0)} MB against ${embeddedMemory.toFixed(0)} MB embedded)`,
            unit: 's',
            figure: readySeconds,
            baseline: embedded.seconds,
            baselineName: 'the embedded default: start to ready, a full replay into memory',
            goal: 'reported',
            passed: null,
            details: { residentMegabytes: memory, embeddedResidentMegabytes: embeddedMemory },
          },
        ];
        for (const page of pageNames) {
          const url = `${onEngines.app.url}${reference[page].url}`;
          const body = await answerOf(url, cookie);
          if (!sameAnswer(body, reference[page].body)) {
            throw new Error(
              `${page} on FerretDB on PostgreSQL + Kafka differs from the embedded answer: ${body.slice(0, 300)}`,
            );
          }
          const figure = await p95(url, cookie, 40);
          measures.push({
            id: 'P8f',
            name: `FerretDB on PostgreSQL + Kafka: ${page} answer through the API (p95 of 40, the same answer as embedded)`,
            unit: 'ms',
            figure,
            baseline: reference[page].p95,
            baselineName: 'the same answer on the embedded default',
            goal: '≤ 100 ms',
            passed: allPassed(figure <= 100),
          });
        }
        return measures;
      }
    }),
  );
}
