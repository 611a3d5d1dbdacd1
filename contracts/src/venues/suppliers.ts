import { z } from 'zod';
import { weekdaySchema } from '../platform/dates';

/** One row of 'Your active suppliers', with this venue's terms merged over the supplier's own. */
export const venueSupplierViewSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  accountNumber: z.string(),
  /** Pence; 0 means no minimum. */
  minOrderValue: z.number().int().nonnegative(),
  /** Pence per delivery, as the supplier set it on its customer; 0 means free. */
  deliveryFee: z.number().int().nonnegative(),
  deliveryDays: z.array(weekdaySchema),
  /** True when the venue's delivery days replace the supplier's. */
  hasOwnDeliveryDays: z.boolean(),
  orderCutOffTime: z.string(),
  hasOwnCutOffTime: z.boolean(),
  isActive: z.boolean(),
  isCatalogueAccessible: z.boolean(),
});
export type VenueSupplierView = z.infer<typeof venueSupplierViewSchema>;

export const venueSupplierListSchema = z.object({
  suppliers: z.array(venueSupplierViewSchema),
  /** Spec 03 §6: only admins and TFR admins edit terms and toggles. */
  canEdit: z.boolean(),
  /** Spec 01 §4: 'some active' when any supplier is active and catalogue accessible. */
  hasSomeActive: z.boolean(),
});
export type VenueSupplierList = z.infer<typeof venueSupplierListSchema>;

export const venueSupplierParamsSchema = z.object({
  venueId: z.string().min(1),
  supplierId: z.string().min(1),
});

export const venueSupplierMessages = {
  minimumOrderPositive: 'The minimum order must be a positive number!',
  deliveryDaysRequired: 'Please select the delivery days',
  cutOffRequired: 'Please input the order cut off time',
  cutOffFormat: 'The order cut off time must be HH:mm',
  notLinked: 'This supplier does not supply this venue',
} as const;

export const updateVenueSupplierTermsBodySchema = z.object({
  /** Free text: suppliers' own account numbers mix letters and digits (BRK-CROWN1). */
  accountNumber: z.string().trim().max(40),
  /** Pence: the form takes pounds and multiplies by 100. */
  minOrderValue: z
    .number({ error: venueSupplierMessages.minimumOrderPositive })
    .int({ message: venueSupplierMessages.minimumOrderPositive })
    .min(0, { message: venueSupplierMessages.minimumOrderPositive })
    .max(100_000_000),
  deliveryDays: z.array(weekdaySchema).min(1, { message: venueSupplierMessages.deliveryDaysRequired }),
  orderCutOffTime: z
    .string({ error: venueSupplierMessages.cutOffRequired })
    .min(1, { message: venueSupplierMessages.cutOffRequired })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: venueSupplierMessages.cutOffFormat }),
});
export type UpdateVenueSupplierTermsBody = z.input<typeof updateVenueSupplierTermsBodySchema>;

export const updateVenueSupplierVisibilityBodySchema = z.object({
  isActive: z.boolean(),
  isCatalogueAccessible: z.boolean(),
});
export type UpdateVenueSupplierVisibilityBody = z.infer<typeof updateVenueSupplierVisibilityBodySchema>;

/** Spec 01 §4. */
export function hasSomeActiveSupplier(
  suppliers: readonly { isActive: boolean; isCatalogueAccessible: boolean }[],
): boolean {
  return suppliers.some((supplier) => supplier.isActive && supplier.isCatalogueAccessible);
}
