import { asOfErrors } from '@oms/contracts';
import type { ReadStore } from '@oms/projections';
import { domainErrorOf } from '../commands/domainError';
import type { Platform } from '../platform';
import { readStoreAsOf } from './readStoreAsOf';

/**
 * Where a report reads: today's read models, or with `asOf` the read models replayed from the events
 * recorded up to that moment. Answers the moment as the UTC instant it replayed to.
 */
export async function reportReadStore(
  platform: Pick<Platform, 'eventStore' | 'readStore' | 'clock'>,
  asOf: string | undefined,
): Promise<{ readStore: ReadStore; asOf: string | null }> {
  if (asOf === undefined) return { readStore: platform.readStore, asOf: null };
  const instant = new Date(asOf);
  if (instant.getTime() > platform.clock().getTime()) throw domainErrorOf(asOfErrors.future);
  const moment = instant.toISOString();
  return { readStore: await readStoreAsOf(platform.eventStore, moment), asOf: moment };
}
