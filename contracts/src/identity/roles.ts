import { z } from 'zod';

/** What an account may do across the platform (spec 01 §6, spec 03 §6). */
export const accountRolesSchema = z.object({
  isAdmin: z.boolean(),
  isTfrAdmin: z.boolean(),
  /** The supplier a supplier admin manages; null for everyone else. */
  supplierAdminOf: z.string().nullable(),
});
export type AccountRoles = z.infer<typeof accountRolesSchema>;

export const noRoles: AccountRoles = { isAdmin: false, isTfrAdmin: false, supplierAdminOf: null };

/** The one role recorded in event metadata; the strongest grant wins. */
export function primaryRoleOf(roles: AccountRoles): 'admin' | 'tfrAdmin' | 'supplierAdmin' | 'venueUser' {
  if (roles.isAdmin) return 'admin';
  if (roles.isTfrAdmin) return 'tfrAdmin';
  if (roles.supplierAdminOf) return 'supplierAdmin';
  return 'venueUser';
}

/** Admin area and every venue are open to platform admins and TFR admins (spec 03 §6). */
export function reachesAdminArea(roles: AccountRoles): boolean {
  return roles.isAdmin || roles.isTfrAdmin;
}

/** Where the root path and a fresh sign-in send an account (spec 01 §2). */
export function homePathFor(roles: AccountRoles): '/supplier' | '/venues' {
  return roles.supplierAdminOf && !roles.isAdmin && !roles.isTfrAdmin ? '/supplier' : '/venues';
}
