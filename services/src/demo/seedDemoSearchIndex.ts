import { supplierStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { supplierDecider } from '../catalogue/supplier/supplier';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';

/**
 * The admin Suppliers screen shows each state of the search index rebuild (spec 03): Dairy Fresh's
 * last rebuild failed, so the demo shows "Failed to rebuild" beside it and a Rebuild to try again.
 */
export async function seedDemoSearchIndex(platform: Platform, now: Date): Promise<void> {
  const supplierId = 'sup-dairy-fresh';
  const supplier = await readModels.suppliers.in(platform.readStore).findOne({ _id: supplierId });
  if (!supplier || supplier.searchIndex) return;
  await handleCommand(
    platform.eventStore,
    supplierStreamId(supplierId),
    supplierDecider,
    { type: 'RecordSearchIndexRebuild', supplierId, success: false, recordsUpserted: 0, at: now.toISOString() },
    systemContext(now),
  );
}
