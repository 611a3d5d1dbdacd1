import type { GrossProfitEntry } from '@oms/contracts';
import type { ReadStore } from '../platform/readStore/readStore';
import { grossProfitProjection } from './grossProfitProjection';

/**
 * A venue's gross profit entries over a range: one indexed query on (venueId, date), what the screen
 * and the Combined Flash Report both fold with `grossProfitReport`.
 */
export async function grossProfitEntries(
  store: ReadStore,
  venueId: string,
  from: string,
  to: string,
): Promise<Array<GrossProfitEntry & { _id: string; venueId: string }>> {
  const documents = await grossProfitProjection.readModel
    .in(store)
    .find({ venueId, date: { $gte: from, $lte: to } }, { sort: { date: 1, _id: 1 }, projection: { receipt: 0 } });
  return documents;
}
