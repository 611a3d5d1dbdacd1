import { z } from 'zod';
import { defineErrors } from '../platform/errors';

/** Subject access (issue 48): a person's copy of everything the platform holds about them. */
export const subjectAccessMessages = {
  queueTitle: 'Data access requests',
  queueEmpty: 'No data access requests',
  queueIntro: 'People asking for a copy of their data, from their account page or through you.',
  startLabel: 'Account e-mail',
  start: 'Start a request',
  started: 'Data access request started',
  deliver: 'Tell them it is ready',
  delivered: 'They have been told their copy is ready',
  download: 'Download their data',
  cardTitle: 'Your data',
  cardIntro:
    'Ask for a copy of everything the platform holds about you: your account, sign-ins, messages, orders, e-mails and files. We e-mail you when it is ready to download here.',
  request: 'Request a copy of my data',
  requested: 'Your request has been sent. We will e-mail you when your copy is ready.',
  waiting: 'We are preparing your copy and will e-mail you when it is ready.',
  ready: 'Your copy is ready.',
  downloadOwn: 'Download my data',
  mailSubject: 'Your copy of your OMS data is ready',
} as const;

export const subjectAccessRequestedViaSchema = z.enum(['account', 'admin']);

export const subjectAccessRequestedSchema = z.object({
  requestId: z.string(),
  /** The person, by account id alone: their name and e-mail are read from the account when needed. */
  accountId: z.string(),
  requestedAt: z.string(),
  requestedVia: subjectAccessRequestedViaSchema,
});
export type SubjectAccessRequested = z.infer<typeof subjectAccessRequestedSchema>;

export const subjectAccessDeliveredSchema = z.object({
  requestId: z.string(),
  /** The admin's e-mail, as in the deletion queue's `actionedBy`. */
  deliveredBy: z.string(),
  deliveredAt: z.string(),
  /** The outbox mail that told the person. */
  mailId: z.string(),
});
export type SubjectAccessDelivered = z.infer<typeof subjectAccessDeliveredSchema>;

export const subjectAccessEventSchemas = {
  SubjectAccessRequested: { schemaVersion: 1, schema: subjectAccessRequestedSchema },
  SubjectAccessDelivered: { schemaVersion: 1, schema: subjectAccessDeliveredSchema },
} as const;

export type SubjectAccessEvent =
  | { type: 'SubjectAccessRequested'; data: SubjectAccessRequested }
  | { type: 'SubjectAccessDelivered'; data: SubjectAccessDelivered };

export const subjectAccessRequestStreamId = (requestId: string) => `subjectAccessRequest-${requestId}`;

export const subjectAccessStartBodySchema = z.object({
  accountEmail: z
    .string({ error: 'Please enter the e-mail address of the account' })
    .trim()
    .max(254, 'Please enter the e-mail address of the account')
    .pipe(z.email('Please enter the e-mail address of the account')),
});
export type SubjectAccessStartBody = z.input<typeof subjectAccessStartBodySchema>;

export const subjectAccessRequestParamsSchema = z.object({ requestId: z.string().min(1).max(100) });

export const subjectAccessStatuses = ['pending', 'delivered'] as const;

/** The person's own view, on their account page. */
export const ownSubjectAccessRequestSchema = z.object({
  requestId: z.string(),
  requestedAt: z.string(),
  status: z.enum(subjectAccessStatuses),
  deliveredAt: z.string().nullable(),
});
export type OwnSubjectAccessRequest = z.infer<typeof ownSubjectAccessRequestSchema>;
export const ownSubjectAccessRequestListSchema = z.object({ requests: z.array(ownSubjectAccessRequestSchema) });

/** The admins' queue, beside the data deletion requests. */
export const subjectAccessRequestViewSchema = ownSubjectAccessRequestSchema.extend({
  accountId: z.string(),
  accountName: z.string(),
  accountEmail: z.string(),
  requestedVia: subjectAccessRequestedViaSchema,
  deliveredBy: z.string().nullable(),
});
export type SubjectAccessRequestView = z.infer<typeof subjectAccessRequestViewSchema>;
export const subjectAccessRequestListSchema = z.object({ requests: z.array(subjectAccessRequestViewSchema) });

export const subjectAccessDownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SubjectAccessDownloadLink = z.infer<typeof subjectAccessDownloadLinkSchema>;

export const subjectAccessDownloadQuerySchema = z.object({
  requestId: z.string().max(100).optional(),
  expires: z.coerce.number().int().nonnegative().max(99_999_999_999).optional(),
  signature: z.string().max(200).optional(),
});

export const subjectAccessErrors = defineErrors({
  requestNotFound: { code: 'NOT_FOUND', status: 404, message: 'This data access request was not found' },
  accountNotFound: { code: 'NOT_FOUND', status: 404, message: 'No account has this e-mail address' },
  alreadyDelivered: {
    code: 'ALREADY_DELIVERED',
    status: 409,
    message: 'This data access request has already been delivered',
  },
  alreadyPending: {
    code: 'ALREADY_REQUESTED',
    status: 409,
    message: 'You have already asked for a copy of your data. We will e-mail you when it is ready.',
  },
  notReady: { code: 'NOT_READY', status: 409, message: 'Your copy of your data is not ready yet' },
  notYours: { code: 'FORBIDDEN', status: 403, message: 'This data access request is not yours' },
  linkInvalid: { code: 'NOT_FOUND', status: 404, message: 'This download was not found' },
  linkExpired: {
    code: 'DOWNLOAD_LINK_EXPIRED',
    status: 410,
    message: 'This download link has expired. Please download your data again from the page it is on.',
  },
});
