import { z } from 'zod';
import { defineErrors } from '../platform/errors';

/** Spec 03 §2 "Data-deletion request" and §8: the public form's words. */
export const dataDeletionMessages = {
  title: 'Delete Your Data',
  sent: 'Delete Data request sent successfully',
  failed: 'An error occured, please try agin',
  venueTitleRequired: 'Please enter the name of your venue',
  venueCodeRequired: 'Please enter your venue code',
  accountHolderRequired: 'Please enter the account holder’s name',
  accountEmailInvalid: 'Please enter the e-mail address of the account',
  queueTitle: 'Data deletion requests',
  queueEmpty: 'No data deletion requests',
  decline: 'Decline',
  declined: 'Request declined',
  erase: 'Erase their data',
  erased: 'Their data has been erased',
  eraseConfirm:
    'Erase this person’s data? Their name and e-mail addresses become unreadable in every record, for good; orders and invoices keep their figures. This cannot be undone.',
} as const;

const field = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** The request as the public form sends it (spec 03 §3 "Delete-data request"). */
export const dataDeletionRequestBodySchema = z.object({
  venueTitle: field(dataDeletionMessages.venueTitleRequired),
  venueCode: field(dataDeletionMessages.venueCodeRequired, 50),
  accountHolderName: field(dataDeletionMessages.accountHolderRequired),
  accountEmail: z
    .string({ error: dataDeletionMessages.accountEmailInvalid })
    .trim()
    .max(254, dataDeletionMessages.accountEmailInvalid)
    .pipe(z.email(dataDeletionMessages.accountEmailInvalid)),
});
export type DataDeletionRequestBody = z.input<typeof dataDeletionRequestBodySchema>;

/** `erased`: crypto-shredding, docs/architecture.md "Forgetting a person". */
export const dataDeletionOutcomes = ['declined', 'erased'] as const;
export const dataDeletionOutcomeSchema = z.enum(dataDeletionOutcomes);
export type DataDeletionOutcome = z.infer<typeof dataDeletionOutcomeSchema>;

export const dataDeletionRequestedSchema = z.object({
  requestId: z.string(),
  venueTitle: z.string(),
  venueCode: z.string(),
  accountHolderName: z.string(),
  /** Lowercased. */
  accountEmail: z.string(),
  requestedAt: z.string(),
});
export type DataDeletionRequested = z.infer<typeof dataDeletionRequestedSchema>;

export const dataDeletionActionedSchema = z.object({
  requestId: z.string(),
  outcome: dataDeletionOutcomeSchema,
  /** Why, in the admin's words; shown in the queue. */
  note: z.string(),
  actionedBy: z.string(),
  actionedAt: z.string(),
  /** Erased: whose keys were destroyed (`account:<id>`, `email:<keyed hash>`), never the addresses. */
  erasedSubjects: z.array(z.string()).optional(),
});
export type DataDeletionActioned = z.infer<typeof dataDeletionActionedSchema>;

export const dataDeletionEventSchemas = {
  DataDeletionRequested: { schemaVersion: 1, schema: dataDeletionRequestedSchema },
  DataDeletionActioned: { schemaVersion: 1, schema: dataDeletionActionedSchema },
} as const;

export type DataDeletionEvent =
  | { type: 'DataDeletionRequested'; data: DataDeletionRequested }
  | { type: 'DataDeletionActioned'; data: DataDeletionActioned };

export const dataDeletionRequestStreamId = (requestId: string) => `dataDeletionRequest-${requestId}`;

export const dataDeletionActionBodySchema = z.object({
  outcome: dataDeletionOutcomeSchema,
  note: z.string().trim().max(1000).default(''),
});
export type DataDeletionActionBody = z.input<typeof dataDeletionActionBodySchema>;

export const dataDeletionRequestSentSchema = z.object({ requestId: z.string(), message: z.string() });

export const dataDeletionRequestStatuses = ['pending', ...dataDeletionOutcomes] as const;
export const dataDeletionRequestViewSchema = z.object({
  requestId: z.string(),
  venueTitle: z.string(),
  venueCode: z.string(),
  accountHolderName: z.string(),
  accountEmail: z.string(),
  requestedAt: z.string(),
  status: z.enum(dataDeletionRequestStatuses),
  /** Whether an account with this e-mail exists now (what erasing would act on). */
  accountFound: z.boolean(),
  note: z.string(),
  actionedBy: z.string().nullable(),
  actionedAt: z.string().nullable(),
});
export type DataDeletionRequestView = z.infer<typeof dataDeletionRequestViewSchema>;
export const dataDeletionRequestListSchema = z.object({ requests: z.array(dataDeletionRequestViewSchema) });

export const dataDeletionErrors = defineErrors({
  requestNotFound: { code: 'NOT_FOUND', status: 404, message: 'This data deletion request was not found' },
  alreadyActioned: {
    code: 'ALREADY_ACTIONED',
    status: 409,
    message: 'This data deletion request has already been actioned',
  },
});
