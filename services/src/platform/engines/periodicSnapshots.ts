import type { MemoryReadStore } from '@oms/projections';
import type { EventStore } from '../eventStore/eventStore';
import { saveReadModelSnapshot } from './readModelSnapshot';

interface Logger {
  info(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

/** A snapshot costs the process's time (serialising, in slices with requests served between); keep it under this share. */
const MAX_SHARE_OF_TIME = 0.05;

/**
 * Writes the read-model snapshot while the app runs, not only on a clean stop, so a crash restarts
 * from a recent snapshot and replays only the tail. Each projection's documents and checkpoint are
 * saved as they stand; a checkpoint behind its documents only replays events the documents'
 * positions already skip, so any moment is a safe moment.
 */
export function startPeriodicSnapshots(options: {
  file: string;
  readStore: MemoryReadStore;
  eventStore: EventStore;
  everyMs: number;
  logger: Logger;
}): { stop(): Promise<void> } {
  const { file, readStore, eventStore, everyMs, logger } = options;
  let savedAt = -1;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const saveIfChanged = async (): Promise<number> => {
    const head = await eventStore.headPosition();
    if (head === savedAt) return 0;
    const started = performance.now();
    await saveReadModelSnapshot(file, readStore.snapshot(await readStore.listCollections(), { copy: false }));
    savedAt = head;
    const tookMs = performance.now() - started;
    logger.info({ position: head, tookMs: Math.round(tookMs) }, 'read models saved');
    return tookMs;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = saveIfChanged()
        .then((tookMs) => schedule(Math.max(everyMs, tookMs / MAX_SHARE_OF_TIME)))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'saving the read models failed; trying again later');
          schedule(everyMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(everyMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
