import { z } from 'zod';
import { isValidEmail, normaliseEmail } from '../identity/email';
import { weekdaySchema } from '../platform/dates';

/** Spec 03 §5 Create supplier and Admin Suppliers screen, in its words (misspellings included). */
export const adminSupplierMessages = {
  titleRequired: 'Please input the title',
  secondTitleRequired: 'Please input the second title',
  emailRequired: 'Please input de email address',
  emailInvalid: 'The input is not valid email',
  phoneRequired: 'Please input the contact number',
  accountNumberRequired: 'Please input the account number',
  minOrderValueInteger: 'The minimum order must be a whole number of pounds',
  cutOffTimeRequired: 'Please input the order cut-off time (HH:mm)',
  logoUrlRequired: 'Please input the logo URL',
  deliveryDaysRequired: 'Choose at least one delivery day',
  confirmAdd: 'Are you sure the inputs are correct?',
  deleteConfirm: 'Are you sure you want to delete this supplier?',
  chooseSupplierFirst: 'Choose a supplier first',
  allowsCredit: 'Allows credit',
  payOnOrder: 'Pay on order',
  rebuild: 'Rebuild',
  failedToRebuild: 'Failed to rebuild',
  noSuppliers: 'No suppliers yet',
} as const;

export const reindexedMessage = (records: number) => `Reindexed ${records} products`;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const email = z
  .string({ error: adminSupplierMessages.emailRequired })
  .trim()
  .min(1, { error: adminSupplierMessages.emailRequired })
  .refine(isValidEmail, { error: adminSupplierMessages.emailInvalid });

/** What an admin enters for a supplier, on create and on edit. */
export const supplierDetailsSchema = z.object({
  title: required(adminSupplierMessages.titleRequired),
  secondTitle: required(adminSupplierMessages.secondTitleRequired),
  /** Where order e-mails go; stored lowercased (spec 03 §5: editing lowercases the order e-mail). */
  emailAddress: email.transform(normaliseEmail),
  secondEmailAddresses: z.array(email.transform(normaliseEmail)).max(20).default([]),
  phoneNumber: required(adminSupplierMessages.phoneRequired),
  accountNumber: required(adminSupplierMessages.accountNumberRequired),
  /** Pence; the form takes whole pounds. */
  minOrderValue: z
    .number({ error: adminSupplierMessages.minOrderValueInteger })
    .int({ error: adminSupplierMessages.minOrderValueInteger })
    .nonnegative({ error: adminSupplierMessages.minOrderValueInteger }),
  cutOffTime: z
    .string({ error: adminSupplierMessages.cutOffTimeRequired })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: adminSupplierMessages.cutOffTimeRequired }),
  logoUrl: required(adminSupplierMessages.logoUrlRequired),
  deliveryDays: z
    .array(weekdaySchema)
    .min(1, { error: adminSupplierMessages.deliveryDaysRequired })
    .refine((days) => new Set(days).size === days.length, { error: adminSupplierMessages.deliveryDaysRequired }),
  integrationType: z.string().trim().max(100).nullable().default(null),
  vendorCode: z.string().trim().max(100).default(''),
  dc: z.string().trim().max(100).default(''),
  allowsCreditPurchase: z.boolean().default(false),
});
export type SupplierDetails = z.infer<typeof supplierDetailsSchema>;
export type SupplierDetailsInput = z.input<typeof supplierDetailsSchema>;

export const searchIndexStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('notBuilt') }),
  z.object({ state: z.literal('reindexed'), recordsUpserted: z.number().int(), at: z.string() }),
  z.object({ state: z.literal('failed'), at: z.string() }),
]);
export type SearchIndexState = z.infer<typeof searchIndexStateSchema>;

/** A supplier as the admin list shows it; older suppliers may lack what the form now requires. */
export const adminSupplierSchema = z.object({
  supplierId: z.string(),
  title: z.string(),
  secondTitle: z.string(),
  emailAddress: z.string(),
  secondEmailAddresses: z.array(z.string()),
  phoneNumber: z.string(),
  accountNumber: z.string(),
  /** Pence. */
  minOrderValue: z.number().int(),
  cutOffTime: z.string(),
  logoUrl: z.string(),
  deliveryDays: z.array(weekdaySchema),
  integrationType: z.string().nullable(),
  vendorCode: z.string(),
  dc: z.string(),
  allowsCreditPurchase: z.boolean(),
  searchIndex: searchIndexStateSchema,
});
export type AdminSupplier = z.infer<typeof adminSupplierSchema>;

export const adminSuppliersSchema = z.object({ suppliers: z.array(adminSupplierSchema) });

export const supplierReindexSchema = z.object({ success: z.boolean(), recordsUpserted: z.number().int() });

/** Spec 03 §7 GET venueSuppliers/{supplierId}: the venues a supplier serves, for its CSV export. */
export const supplierVenueSupplierSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  supplierTitle: z.string(),
  accountNumber: z.string(),
  minOrderValue: z.number().int(),
  deliveryFee: z.number().int(),
  deliveryDays: z.array(weekdaySchema),
  orderCutOffTime: z.string(),
  isActive: z.boolean(),
  isCatalogueAccessible: z.boolean(),
});
export const supplierVenueSuppliersSchema = z.object({ venueSuppliers: z.array(supplierVenueSupplierSchema) });
export type SupplierVenueSupplier = z.infer<typeof supplierVenueSupplierSchema>;

/** The Admin Suppliers CSV export of a supplier's venue suppliers: one row per venue it serves. */
export const supplierVenueSuppliersCsvHeader = [
  'Venue',
  'Venue id',
  'Supplier',
  'Account number',
  'Minimum order',
  'Delivery fee',
  'Delivery days',
  'Order cut-off',
  'Active',
  'Catalogue accessible',
] as const;

export function supplierVenueSuppliersCsvRows(rows: readonly SupplierVenueSupplier[]) {
  return [
    [...supplierVenueSuppliersCsvHeader],
    ...rows.map((row) => [
      row.venueTitle,
      row.venueId,
      row.supplierTitle,
      row.accountNumber,
      (row.minOrderValue / 100).toFixed(2),
      (row.deliveryFee / 100).toFixed(2),
      row.deliveryDays.join(' '),
      row.orderCutOffTime,
      row.isActive ? 'Yes' : 'No',
      row.isCatalogueAccessible ? 'Yes' : 'No',
    ]),
  ];
}
