import { z } from 'zod';
import { weekdaySchema } from '../platform/dates';

export const venueRegisteredSchema = z.object({
  venueId: z.string(),
  title: z.string(),
  code: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCity: z.string(),
  addressPostCode: z.string(),
  phoneNumber: z.string(),
  isPricesHidden: z.boolean(),
  /** Spec 03 §3 TFRVenue, chosen by an admin at creation; absent on venues recorded before it. */
  tfrVenue: z.boolean().optional(),
});
export type VenueRegistered = z.infer<typeof venueRegisteredSchema>;

export const venueSupplierLinkedSchema = z.object({
  venueId: z.string(),
  supplierId: z.string(),
  accountNumber: z.string(),
  /** Pence; 0 means no minimum. */
  minOrderValue: z.number().int().nonnegative(),
});
export type VenueSupplierLinked = z.infer<typeof venueSupplierLinkedSchema>;

/** Spec 03 §6: terms only an admin or TFR admin may change on a venue's supplier. */
export const venueSupplierTermsUpdatedSchema = z.object({
  venueId: z.string(),
  supplierId: z.string(),
  accountNumber: z.string(),
  /** Pence; 0 means no minimum. */
  minOrderValue: z.number().int().nonnegative(),
  /** Days this supplier delivers to this venue; null follows the supplier's own days. */
  deliveryDays: z.array(weekdaySchema).nullable(),
  /** HH:mm, Europe/London; null follows the supplier's own cut-off. */
  orderCutOffTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
});
export type VenueSupplierTermsUpdated = z.infer<typeof venueSupplierTermsUpdatedSchema>;

/** The Show Supplier and catalogue toggles (spec 03 §4, §6). */
export const venueSupplierVisibilityChangedSchema = z.object({
  venueId: z.string(),
  supplierId: z.string(),
  isActive: z.boolean(),
  isCatalogueAccessible: z.boolean(),
});
export type VenueSupplierVisibilityChanged = z.infer<typeof venueSupplierVisibilityChangedSchema>;

/**
 * The customer fields a supplier keeps on a venue it supplies (spec 03 §3 Customer): who to write
 * to, the account's name, the delivery fee and which price file the venue buys from.
 */
export const venueSupplierCustomerDetailsSetSchema = z.object({
  venueId: z.string(),
  supplierId: z.string(),
  customerEmail: z.string(),
  accountName: z.string(),
  /** Pence added to each order delivered; 0 means free delivery. */
  deliveryFee: z.number().int().nonnegative(),
  /** The supplier whose price file the venue buys from: the supplier itself unless it names another. */
  priceFileSupplierId: z.string(),
});
export type VenueSupplierCustomerDetailsSet = z.infer<typeof venueSupplierCustomerDetailsSetSchema>;

/** The supplier no longer supplies the venue; its orders and history stay. */
export const venueSupplierUnlinkedSchema = z.object({
  venueId: z.string(),
  supplierId: z.string(),
  /** Who ended it: the supplier from its customer list, or an admin. */
  by: z.enum(['supplier', 'admin']),
});
export type VenueSupplierUnlinked = z.infer<typeof venueSupplierUnlinkedSchema>;

/**
 * Spec 02 §3 venueSupplier {defaultAccount, defaultContact}: where Send to Xero books this
 * supplier's bills, kept from the venue's last bill to it. Ids of the connected organisation's
 * chart of accounts and contacts.
 */
export const venueSupplierAccountingDefaultsSetSchema = z.object({
  venueId: z.string(),
  supplierId: z.string(),
  organisationId: z.string(),
  defaultAccount: z.string(),
  defaultContact: z.string(),
});
export type VenueSupplierAccountingDefaultsSet = z.infer<typeof venueSupplierAccountingDefaultsSetSchema>;

export const venueSettingsUpdatedSchema = z.object({
  venueId: z.string(),
  title: z.string(),
  code: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCity: z.string(),
  addressPostCode: z.string(),
  phoneNumber: z.string(),
  isPricesHidden: z.boolean(),
  /** Spec 01 §5: when the address changed, suppliers are told through an address-updated flag. */
  addressUpdated: z.boolean(),
});
export type VenueSettingsUpdated = z.infer<typeof venueSettingsUpdatedSchema>;

export const venueCodeRegeneratedSchema = z.object({ venueId: z.string(), code: z.string() });
export type VenueCodeRegenerated = z.infer<typeof venueCodeRegeneratedSchema>;

/** Spec 01 §5: a secondary zone first typed on the shopping list is kept on the venue for the next time. */
export const venueSecondaryZoneAddedSchema = z.object({ venueId: z.string(), zone: z.string() });
export type VenueSecondaryZoneAdded = z.infer<typeof venueSecondaryZoneAddedSchema>;

/** Admin switches that shape the catalogue: the GLN column (dataplus) and the price-change markers. */
export const venueCatalogueOptionsSetSchema = z.object({
  venueId: z.string(),
  dataplusIntegration: z.boolean(),
  isPriceChangesVisible: z.boolean(),
});
export type VenueCatalogueOptionsSet = z.infer<typeof venueCatalogueOptionsSetSchema>;

/** The venue's three-way match tolerance: an invoice within the larger of `percent` of what was received and `minimumPence` matches. */
export const venueMatchToleranceSetSchema = z.object({
  venueId: z.string(),
  percent: z.number().min(0).max(50),
  minimumPence: z.number().int().min(0).max(100_000),
});
export type VenueMatchToleranceSet = z.infer<typeof venueMatchToleranceSetSchema>;

export const activityEmailFrequencies = ['daily', 'weekly', 'monthly', 'off'] as const;
export type ActivityEmailFrequency = (typeof activityEmailFrequencies)[number];

/** HH:mm (spec 03 §9 order reminder time format). */
export const hourMinuteSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * The venue's admin switches of spec 03 §3 (besides the catalogue's dataplus and price-change
 * options, which `VenueCatalogueOptionsSet` records).
 */
export const venueAdminSettingsSetSchema = z.object({
  venueId: z.string(),
  tfrVenue: z.boolean(),
  /** HH:mm, Europe/London; null: no reminder. */
  orderReminder: hourMinuteSchema.nullable(),
  isInvoices: z.boolean(),
  isAddSupplierButtonHidden: z.boolean(),
  isAccountNumberEditable: z.boolean(),
  /** The spec's spelling: where the venue's statistics e-mail goes. */
  statsReciveEmails: z.array(z.string()),
  activityEmailFrequency: z.enum(activityEmailFrequencies),
  additionalChatSupport: z.object({ title: z.string(), emailAddress: z.string() }).nullable(),
});
export type VenueAdminSettingsSet = z.infer<typeof venueAdminSettingsSetSchema>;

/** An admin deleted the venue: it leaves every list, its history stays in the store. */
export const venueDeletedSchema = z.object({ venueId: z.string() });
export type VenueDeleted = z.infer<typeof venueDeletedSchema>;

export const venueEventSchemas = {
  VenueAdminSettingsSet: { schemaVersion: 1, schema: venueAdminSettingsSetSchema },
  VenueDeleted: { schemaVersion: 1, schema: venueDeletedSchema },
  VenueRegistered: { schemaVersion: 1, schema: venueRegisteredSchema },
  VenueSupplierLinked: { schemaVersion: 1, schema: venueSupplierLinkedSchema },
  VenueSettingsUpdated: { schemaVersion: 1, schema: venueSettingsUpdatedSchema },
  VenueCodeRegenerated: { schemaVersion: 1, schema: venueCodeRegeneratedSchema },
  VenueSecondaryZoneAdded: { schemaVersion: 1, schema: venueSecondaryZoneAddedSchema },
  VenueCatalogueOptionsSet: { schemaVersion: 1, schema: venueCatalogueOptionsSetSchema },
  VenueSupplierTermsUpdated: { schemaVersion: 1, schema: venueSupplierTermsUpdatedSchema },
  VenueSupplierVisibilityChanged: { schemaVersion: 1, schema: venueSupplierVisibilityChangedSchema },
  VenueMatchToleranceSet: { schemaVersion: 1, schema: venueMatchToleranceSetSchema },
  VenueSupplierCustomerDetailsSet: { schemaVersion: 1, schema: venueSupplierCustomerDetailsSetSchema },
  VenueSupplierUnlinked: { schemaVersion: 1, schema: venueSupplierUnlinkedSchema },
  VenueSupplierAccountingDefaultsSet: { schemaVersion: 1, schema: venueSupplierAccountingDefaultsSetSchema },
} as const;

export type VenueEvent =
  | { type: 'VenueRegistered'; data: VenueRegistered }
  | { type: 'VenueSupplierLinked'; data: VenueSupplierLinked }
  | { type: 'VenueSettingsUpdated'; data: VenueSettingsUpdated }
  | { type: 'VenueCodeRegenerated'; data: VenueCodeRegenerated }
  | { type: 'VenueSupplierTermsUpdated'; data: VenueSupplierTermsUpdated }
  | { type: 'VenueSupplierVisibilityChanged'; data: VenueSupplierVisibilityChanged }
  | { type: 'VenueSecondaryZoneAdded'; data: VenueSecondaryZoneAdded }
  | { type: 'VenueCatalogueOptionsSet'; data: VenueCatalogueOptionsSet }
  | { type: 'VenueMatchToleranceSet'; data: VenueMatchToleranceSet }
  | { type: 'VenueSupplierCustomerDetailsSet'; data: VenueSupplierCustomerDetailsSet }
  | { type: 'VenueSupplierUnlinked'; data: VenueSupplierUnlinked }
  | { type: 'VenueAdminSettingsSet'; data: VenueAdminSettingsSet }
  | { type: 'VenueDeleted'; data: VenueDeleted }
  | { type: 'VenueSupplierAccountingDefaultsSet'; data: VenueSupplierAccountingDefaultsSet };

export const venueStreamId = (venueId: string) => `venue-${venueId}`;

/** The venue code shows only when the address and phone are complete (spec 01 §2). */
export function hasCompleteContactDetails(
  venue: Omit<VenueRegistered, 'venueId' | 'code' | 'title' | 'isPricesHidden'>,
): boolean {
  return [venue.addressLine1, venue.addressLine2, venue.addressCity, venue.addressPostCode, venue.phoneNumber].every(
    (value) => value.trim().length > 0,
  );
}
