import { basketStreamId, type NewEvent } from '@oms/contracts';
import { seedDemoData } from '../../../services/src/platform/demo/seedDemoData';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
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

/**
 * P3: from an append's commit to the moment every read model shows it, on the embedded engines
 * with the demo data loaded. Baseline: the same append reaching a subscriber that does nothing,
 * the floor of the in-process feed.
 */
export async function measureProjectionLag(options: { samples: number }): Promise<Measure[]> {
  return withScratchDir('lag', async (dataDir) => {
    const embedded = await openEmbeddedPlatform({ dataDir, logger: console });
    try {
      const { platform } = embedded;
      await seedDemoData(platform);
      const lags: number[] = [];
      const floors: number[] = [];
      let floorWake: ((position: number) => void) | null = null;
      const bare = platform.eventStore.subscribeToAll({
        after: await platform.eventStore.headPosition(),
        onEvent: (event) => floorWake?.(event.globalPosition),
      });
      const stream = basketStreamId(venueId);
      for (let sample = 0; sample < options.samples; sample += 1) {
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
        await platform.runner.waitFor(lastPosition, 5_000);
        const visible = performance.now();
        await floorReached;
        lags.push(visible - committed);
        floors.push(reachedFloor - committed);
        await pause(1);
      }
      await bare.stop();
      const p50 = percentile(lags, 0.5);
      const p99 = percentile(lags, 0.99);
      const floorP99 = percentile(floors, 0.99);
      return [
        {
          id: 'P3',
          name: `projection lag embedded, commit → every read model (${lags.length} appends, p99)`,
          unit: 'ms',
          figure: p99,
          baseline: floorP99,
          baselineName: 'p99 of the same append reaching a no-op subscriber of the feed',
          goal: 'p99 ≤ 20 ms',
          passed: allPassed(p99 <= 20),
          details: { p50, p99, max: Math.max(...lags), floorP50: percentile(floors, 0.5), floorP99 },
        },
        notMeasured('P3k', 'projection lag through Kafka', 'p99 ≤ 250 ms', 'not measured: engines not landed'),
      ];
    } finally {
      await embedded.close();
    }
  });
}
