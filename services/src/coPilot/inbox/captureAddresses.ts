import { readModels } from '@oms/projections';
import type { Platform } from '../../platform/platform';

export interface CaptureInbox {
  supplierId: string;
  captureAddress: string;
}

const normalised = (address: string) => address.trim().toLowerCase();

/** The supplier whose AI order capture address this is (set on a supplier admin's account), or null. */
export async function inboxForAddress(
  platform: Pick<Platform, 'readStore'>,
  address: string,
): Promise<CaptureInbox | null> {
  const captureAddress = normalised(address);
  if (!captureAddress) return null;
  const accounts = await readModels.accounts.in(platform.readStore).find({ orderCaptureEmail: captureAddress });
  const owner = accounts.find((account) => account.roles.supplierAdminOf);
  const supplierId = owner?.roles.supplierAdminOf;
  return supplierId ? { supplierId, captureAddress } : null;
}

/** The forwarding address the Co-Pilot page shows: the capture address of one of the supplier's admins. */
export async function captureAddressOf(
  platform: Pick<Platform, 'readStore'>,
  supplierId: string,
): Promise<string | null> {
  const accounts = await readModels.accounts
    .in(platform.readStore)
    .find({ 'roles.supplierAdminOf': supplierId, orderCaptureEmail: { $ne: null } }, { sort: { _id: 1 } });
  return accounts[0]?.orderCaptureEmail ?? null;
}
