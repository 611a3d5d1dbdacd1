import { join } from 'node:path';
import { basketStreamId, type NewEvent } from '@oms/contracts';
import { seedDemoData } from '../../../services/src/demo/seedDemoData';
import { openConfiguredPlatform } from '../../../services/src/platform/engines/configuredPlatform';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import type { Platform } from '../../../services/src/platform/platform';
import { kafkaForBench, type LocalKafka } from '../support/localKafka';
import { allPassed, type Measure, notMeasured } from '../support/measure';
import { basketLineEvents } from '../support/sampleEvents';
import { withScratchDir } from '../support/scratchDir';
import { pause, percentile } from '../support/stats';

const venueId = 'ven-crown-anchor';

function removal(productId: string): NewEvent {
  const [template] = basketLineEvents(venueId, 1);
  if (!template) throw new Error('no sample event');
  return { ...template, type: 'BasketLineRemoved', data: { venueId, productId } };
}

async function sampleLag(platform: Platform, samples: number) {
  const lags: number[] = [];
  const floors: number[] = [];
  let floorWake: (() => void) | null = null;
  const bare = platform.eventStore.subscribeToAll({
    after: await platform.eventStore.headPosition(),
    onEvent: () => floorWake?.(),
  });
  const stream = basketStreamId(venueId);
  for (let sample = 0; sample < samples; sample += 1) {
    const [added] = basketLineEvents(venueId, 1);
    if (!added) break;
    // Alternate adding and removing one line (sup-brakes-p001), so the basket keeps its everyday size.
    const event = sample % 2 === 0 ? added : removal('sup-brakes-p001');
    let reachedFloor = 0;
    const floorReached = new Promise<void>((resolve) => {
      floorWake = () => {
        reachedFloor = performance.now();
        resolve();
      };
    });
    // From the append call: the commit happens inside it, and in-process subscribers wake before it returns.
    const committed = performance.now();
    const { lastPosition } = await platform.eventStore.appendToStream(stream, [event]);
    await platform.runner.waitFor(lastPosition, 10_000);
    const visible = performance.now();
    await floorReached;
    lags.push(visible - committed);
    floors.push(reachedFloor - committed);
    await pause(1);
  }
  await bare.stop();
  return { lags, floors };
}

const quietLogger = {
  info() {},
  warn() {},
  error: (object: unknown, message?: string) => console.error(message, object),
};

/** The same appends with the projections fed through Kafka (relay, topic, consumer group). */
async function kafkaLag(samples: number, embeddedP99: number): Promise<Measure> {
  const name = `projection lag through Kafka, commit → every read model (${samples} appends, p99)`;
  const goal = 'p99 ≤ 250 ms';
  return withScratchDir('kafka', async (dir) => {
    let kafka: LocalKafka;
    try {
      kafka = await kafkaForBench(dir);
    } catch (error) {
      return notMeasured(
        'P3k',
        name,
        goal,
        `not measured: no Kafka broker could be started (${(error as Error).message})`,
      );
    }
    try {
      const configured = await openConfiguredPlatform({
        dataDir: join(dir, 'data'),
        env: kafka.env,
        logger: quietLogger,
      });
      try {
        const { lags } = await sampleLag(configured.platform, samples);
        const p99 = percentile(lags, 0.99);
        return {
          id: 'P3k',
          name,
          unit: 'ms',
          figure: p99,
          baseline: embeddedP99,
          baselineName: 'p99 of the same appends through the in-process feed',
          goal,
          passed: allPassed(p99 <= 250),
          details: { p50: percentile(lags, 0.5), p99, max: Math.max(...lags), brokers: kafka.env.KAFKA_BROKERS },
        };
      } finally {
        await configured.close();
      }
    } finally {
      await kafka.stop();
    }
  });
}

/**
 * P3: from an append's commit to the moment every read model shows it, on the embedded engines
 * with the demo data loaded. Baseline: the same append reaching a subscriber that does nothing,
 * the floor of the in-process feed. Then the same through Kafka.
 */
export async function measureProjectionLag(options: { samples: number }): Promise<Measure[]> {
  const embedded = await withScratchDir('lag', async (dataDir) => {
    const opened = await openEmbeddedPlatform({ dataDir, logger: console });
    try {
      await seedDemoData(opened.platform, opened.platform.clock());
      return await sampleLag(opened.platform, options.samples);
    } finally {
      await opened.close();
    }
  });
  const p99 = percentile(embedded.lags, 0.99);
  const floorP99 = percentile(embedded.floors, 0.99);
  return [
    {
      id: 'P3',
      name: `projection lag embedded, commit → every read model (${embedded.lags.length} appends, p99)`,
      unit: 'ms',
      figure: p99,
      baseline: floorP99,
      baselineName: 'p99 of the same append reaching a no-op subscriber of the feed',
      goal: 'p99 ≤ 20 ms',
      passed: allPassed(p99 <= 20),
      details: {
        p50: percentile(embedded.lags, 0.5),
        p99,
        max: Math.max(...embedded.lags),
        floorP50: percentile(embedded.floors, 0.5),
        floorP99,
      },
    },
    await kafkaLag(options.samples, p99),
  ];
}
