import type { Platform } from '../platform/platform';

/** True when the store already holds data: the demo is seeded once, on the first start. */
export async function isSeeded(platform: Platform): Promise<boolean> {
  return (await platform.eventStore.headPosition()) > 0;
}
