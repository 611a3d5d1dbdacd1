import { z } from 'zod';
import { asOfSchema } from '../admin/asOf';
import { isValidEmail, normaliseEmail } from '../identity/email';
import { addBusinessDays, type BusinessDate, businessDateSchema } from '../platform/dates';
import { venueAdminMessages } from './adminMessages';
import { activityEmailFrequencies, hourMinuteSchema } from './events';

const validEmail = z
  .string()
  .trim()
  .refine(isValidEmail, { message: venueAdminMessages.emailInvalid })
  .transform(normaliseEmail);

/** Spec 03 §3 venue admin fields, as the admin settings dialog edits them. */
export const venueAdminSettingsSchema = z.object({
  venueId: z.string(),
  title: z.string(),
  tfrVenue: z.boolean(),
  isPriceChangesVisible: z.boolean(),
  orderReminder: hourMinuteSchema.nullable(),
  isInvoices: z.boolean(),
  dataplusIntegration: z.boolean(),
  isAddSupplierButtonHidden: z.boolean(),
  isAccountNumberEditable: z.boolean(),
  statsReciveEmails: z.array(z.string()),
  activityEmailFrequency: z.enum(activityEmailFrequencies),
  additionalChatSupport: z.object({ title: z.string(), emailAddress: z.string() }).nullable(),
});
export type VenueAdminSettings = z.infer<typeof venueAdminSettingsSchema>;

export const venueAdminSettingsBodySchema = venueAdminSettingsSchema.omit({ venueId: true, title: true }).extend({
  orderReminder: hourMinuteSchema.nullable().or(z.literal('').transform(() => null)),
  statsReciveEmails: z.array(validEmail).max(20),
  additionalChatSupport: z
    .object({
      title: z.string().trim().min(1, { message: venueAdminMessages.chatTitleRequired }).max(200),
      emailAddress: validEmail,
    })
    .nullable(),
});
export type VenueAdminSettingsBody = z.input<typeof venueAdminSettingsBodySchema>;

/** Spec 03 §9: the flash and venue order reports default to the last 40 days. */
export const venueReportDefaultDays = 40;

export function defaultVenueReportRange(today: BusinessDate): { from: BusinessDate; to: BusinessDate } {
  return { from: addBusinessDays(today, -(venueReportDefaultDays - 1)), to: today };
}

export const venueReportKinds = ['venues-orders', 'venue-report', 'combined-flash'] as const;
export type VenueReportKind = (typeof venueReportKinds)[number];

/** Spec 03 §9 report types, in the order the Reports dialog offers them. */
export const venueReportTitles: Record<VenueReportKind, string> = {
  'venues-orders': 'Venues Orders Report',
  'venue-report': 'Venue Report CSV',
  'combined-flash': 'Combined Flash Report',
};

export const venueReportParamsSchema = z.object({ kind: z.enum(venueReportKinds) });

export const venueReportBodySchema = z.object({
  venueIds: z.array(z.string().min(1).max(100)).max(500).min(1, { message: venueAdminMessages.chooseVenue }),
  from: businessDateSchema,
  to: businessDateSchema,
  /** Finance: the report as the events recorded up to this moment make it; absent, as of now. */
  asOf: asOfSchema.optional(),
});
export type VenueReportBody = z.infer<typeof venueReportBodySchema>;

/** Spec 03 §9, exactly. */
export const venuesOrdersReportColumns = [
  'PO Number',
  'Title',
  'Sku',
  'Quantity',
  'Order Date',
  'Item Price',
  'Total Price',
  'Venue',
  'Ordered By',
  'Supplier Name',
  'Order Status',
] as const;

/** Spec 03 §9, exactly. */
export const flashReportColumns = [
  'Date',
  'Venue Name',
  'Sales',
  'Purchase Figures Per Day',
  'Misc Costs',
  'Gross Profit %',
  'Forecasted Sales',
  'Variance',
] as const;

/** The spec names the Venue Report CSV but not its columns: one row per venue and supplier over the range. */
export const venueReportColumns = [
  'Venue',
  'Supplier Name',
  'Orders',
  'Total Price',
  'Total Price Inc VAT',
  'First Order Date',
  'Last Order Date',
] as const;

export const pushNotificationBodySchema = z
  .object({
    message: z
      .string({ error: venueAdminMessages.messageRequired })
      .trim()
      .min(1, { message: venueAdminMessages.messageRequired })
      .max(500),
    venueIds: z.array(z.string().min(1).max(100)).max(1000).default([]),
    supplierIds: z.array(z.string().min(1).max(100)).max(1000).default([]),
  })
  .refine((body) => body.venueIds.length + body.supplierIds.length > 0, {
    message: venueAdminMessages.chooseRecipient,
    path: ['venueIds'],
  });
export type PushNotificationBody = z.input<typeof pushNotificationBodySchema>;

export const adminMessageResponseSchema = z.object({ message: z.string() });
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

/** Who a push notification can go to: every venue and every supplier, by title. */
export const pushRecipientsSchema = z.object({
  venues: z.array(z.object({ venueId: z.string(), title: z.string() })),
  suppliers: z.array(z.object({ supplierId: z.string(), title: z.string() })),
});
export type PushRecipients = z.infer<typeof pushRecipientsSchema>;

/** The latest push notifications, newest first, with their recipients by title. */
export const sentPushNotificationsSchema = z.object({
  notifications: z.array(
    z.object({
      notificationId: z.string(),
      message: z.string(),
      sentAt: z.string(),
      venues: z.array(z.string()),
      suppliers: z.array(z.string()),
      accounts: z.number().int().nonnegative(),
    }),
  ),
});
export type SentPushNotifications = z.infer<typeof sentPushNotificationsSchema>;
