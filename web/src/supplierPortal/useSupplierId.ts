import { useSession } from '../identity/queries';

/** The signed-in supplier admin's own supplier: every supplier-portal screen is about it alone. */
export function useSupplierId(): string {
  return useSession()?.account.roles.supplierAdminOf ?? '';
}
