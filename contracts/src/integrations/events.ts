import { z } from 'zod';
import { storedFileSchema } from '../platform/files';
import { dataplusEventSchemas } from './dataplus';
import { accountingAccountSchema, xeroBillSchema } from './xeroBill';

const instant = z.iso.datetime();

export const accountingProviders = ['sandbox', 'xero'] as const;
export const accountingProviderSchema = z.enum(accountingProviders);
export type AccountingProvider = z.infer<typeof accountingProviderSchema>;

/** Spec 02 §3 "Venue" xeroConnection.organizations: what the venue may bill into. */
export const accountingOrganisationSchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  accounts: z.array(accountingAccountSchema),
  contacts: z.array(z.object({ contactId: z.string(), name: z.string() })),
});
export type AccountingOrganisation = z.infer<typeof accountingOrganisationSchema>;

/** Connect: the finance contact e-mail is kept first, then the authorisation starts (spec 02 §2.13, §8). */
export const xeroConnectionRequestedSchema = z.object({
  venueId: z.string(),
  financeEmail: z.string(),
  provider: accountingProviderSchema,
  requestedAt: instant,
});
export type XeroConnectionRequested = z.infer<typeof xeroConnectionRequestedSchema>;

/** The venue's consent came back: the organisations it may bill into. Tokens never enter an event. */
export const xeroConnectionAuthorisedSchema = z.object({
  venueId: z.string(),
  provider: accountingProviderSchema,
  organisations: z.array(accountingOrganisationSchema),
  authorisedAt: instant,
});
export type XeroConnectionAuthorised = z.infer<typeof xeroConnectionAuthorisedSchema>;

export const xeroDisconnectedSchema = z.object({ venueId: z.string(), disconnectedAt: instant });
export type XeroDisconnected = z.infer<typeof xeroDisconnectedSchema>;

/** Send to Xero: recorded by the command, sent by the `xero-bill-<venueId>-<PO>` workflow. */
export const xeroBillRequestedSchema = z.object({
  venueId: z.string(),
  poNumber: z.string(),
  orderIds: z.array(z.string()),
  organisationId: z.string(),
  accountId: z.string(),
  bill: xeroBillSchema,
  /** The stored file sent with the bill (the PO's invoice by default), when there is one. */
  fileId: z.string().nullable(),
  /** A file the venue chose on the send page instead of the PO's invoice; absent on earlier requests. */
  storedFile: storedFileSchema.optional(),
  requestedAt: instant,
});
export type XeroBillRequested = z.infer<typeof xeroBillRequestedSchema>;

export const xeroBillSentSchema = z.object({
  venueId: z.string(),
  poNumber: z.string(),
  /** The accounting service's own id for the bill. */
  billId: z.string(),
  sentAt: instant,
});
export type XeroBillSent = z.infer<typeof xeroBillSentSchema>;

export const xeroBillFailedSchema = z.object({
  venueId: z.string(),
  poNumber: z.string(),
  /** The accounting service's words, shown to the venue. */
  message: z.string(),
  failedAt: instant,
});
export type XeroBillFailed = z.infer<typeof xeroBillFailedSchema>;

export const integrationEventSchemas = {
  XeroConnectionRequested: { schemaVersion: 1, schema: xeroConnectionRequestedSchema },
  XeroConnectionAuthorised: { schemaVersion: 1, schema: xeroConnectionAuthorisedSchema },
  XeroDisconnected: { schemaVersion: 1, schema: xeroDisconnectedSchema },
  XeroBillRequested: { schemaVersion: 1, schema: xeroBillRequestedSchema },
  XeroBillSent: { schemaVersion: 1, schema: xeroBillSentSchema },
  XeroBillFailed: { schemaVersion: 1, schema: xeroBillFailedSchema },
  ...dataplusEventSchemas,
} as const;

export type XeroConnectionEvent =
  | { type: 'XeroConnectionRequested'; data: XeroConnectionRequested }
  | { type: 'XeroConnectionAuthorised'; data: XeroConnectionAuthorised }
  | { type: 'XeroDisconnected'; data: XeroDisconnected };

export type XeroBillEvent =
  | { type: 'XeroBillRequested'; data: XeroBillRequested }
  | { type: 'XeroBillSent'; data: XeroBillSent }
  | { type: 'XeroBillFailed'; data: XeroBillFailed };

export const xeroConnectionStreamId = (venueId: string) => `xeroConnection-${venueId}`;
export const xeroBillStreamId = (venueId: string, poNumber: string) => `xeroBill-${venueId}:${poNumber}`;
/** The send's workflow id: one workflow per purchase order, so Temporal itself refuses a second. */
export const xeroBillWorkflowId = (venueId: string, poNumber: string) => `xero-bill-${venueId}-${poNumber}`;
