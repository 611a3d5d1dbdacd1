import { catalogueErrors } from '@oms/contracts';
import { readModels, type SupplierDocument } from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';

/** The supplier as the read model has it now; 404 when there is none. */
export async function findSupplier(platform: Platform, supplierId: string): Promise<SupplierDocument> {
  const supplier = await readModels.suppliers.in(platform.readStore).findOne({ _id: supplierId });
  if (!supplier) throw domainErrorOf(catalogueErrors.supplierNotFound);
  return supplier;
}
