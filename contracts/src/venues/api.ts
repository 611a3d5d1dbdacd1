import { z } from 'zod';
import { venueCodeMinLength, venueMessages } from './messages';

export const venueParamsSchema = z.object({ venueId: z.string().min(1) });

export const venueSummarySchema = z.object({
  venueId: z.string(),
  title: z.string(),
  /** Null until address and phone are complete (spec 01 §2). */
  code: z.string().nullable(),
  isPricesHidden: z.boolean(),
  addressLine1: z.string(),
  addressCity: z.string(),
  addressPostCode: z.string(),
  /** Spec 01 §2: the Dataplus purchasing tab shows only for a venue with the integration. */
  dataplusIntegration: z.boolean(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

/** Venues list page size (spec 01 §9, spec 03 §9). */
export const venueListPageSize = 200;

export const venueListQuerySchema = z.object({
  title: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(venueListPageSize).default(venueListPageSize),
});

export const venueListSchema = z.object({
  venues: z.array(venueSummarySchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type VenueList = z.infer<typeof venueListSchema>;

export const createVenueBodySchema = z.object({
  title: z
    .string({ error: venueMessages.titleRequired })
    .trim()
    .min(1, { message: venueMessages.titleRequired })
    .max(200),
  /** Admins may create a venue for another account; others always create their own. */
  ownerEmail: z.string().trim().toLowerCase().optional(),
  tfrVenue: z.boolean().default(false),
});
export type CreateVenueBody = z.input<typeof createVenueBodySchema>;

export const venueSettingsSchema = z.object({
  venueId: z.string(),
  title: z.string(),
  code: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCity: z.string(),
  addressPostCode: z.string(),
  phoneNumber: z.string(),
  isPricesHidden: z.boolean(),
  hasVenueCode: z.boolean(),
  addressUpdatedAt: z.string().nullable(),
});
export type VenueSettings = z.infer<typeof venueSettingsSchema>;

/** A trimmed text field whose absence reads the same as its emptiness: the spec's message. */
const requiredText = (message: string, minLength = 1) =>
  z.string({ error: message }).trim().max(200).min(minLength, { message });

/** Spec 01 §5 venue settings rules, checked on the server as well as in the form. */
export const venueSettingsBodySchema = z.object({
  title: requiredText(venueMessages.titleRequired),
  code: requiredText(venueMessages.codeTooShort, venueCodeMinLength),
  addressLine1: requiredText(venueMessages.addressIncomplete),
  addressLine2: z.string().trim().max(200).default(''),
  addressCity: requiredText(venueMessages.addressIncomplete),
  addressPostCode: requiredText(venueMessages.addressIncomplete),
  phoneNumber: requiredText(venueMessages.phoneRequired),
  isPricesHidden: z.boolean().optional(),
});
export type VenueSettingsBody = z.input<typeof venueSettingsBodySchema>;
