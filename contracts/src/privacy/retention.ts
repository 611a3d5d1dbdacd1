import { z } from 'zod';
import { ERASED } from './personalFields';

/** Co-Pilot e-mails are kept this many days after their order is decided, unless configured (docs/security.md "Retention"). */
export const DEFAULT_COPILOT_EMAIL_RETENTION_DAYS = 90;

export const retentionMessages = {
  title: 'Retention',
  subtitle: 'Personal data deleted by the retention schedule when its keep time ran out.',
  empty: 'Nothing has reached the end of its keep time yet',
  coPilotEmail: 'Co-Pilot e-mail and attachments',
  /** The Co-Pilot "Original Order" once its files are gone (retention, or its sender erased). */
  originalErased: `The original message (.eml) and its attachments were ${ERASED} and can no longer be downloaded.`,
} as const;

export const retentionKinds = ['coPilotEmail'] as const;
export const retentionKindSchema = z.enum(retentionKinds);
export type RetentionKind = z.infer<typeof retentionKindSchema>;

/**
 * Something kept for a while was deleted when its keep time ran out: the files, and with them the
 * data keys wrapped inside them. Names only ids and counts, never what the files held.
 */
export const retentionDeletionRecordedSchema = z.object({
  deletionId: z.string(),
  kind: retentionKindSchema,
  /** What was deleted: the AI order's id for a Co-Pilot e-mail. */
  recordId: z.string(),
  supplierId: z.string(),
  files: z.number().int().nonnegative(),
  decidedAt: z.string(),
  keepDays: z.number().int().positive(),
  deletedAt: z.string(),
});
export type RetentionDeletionRecorded = z.infer<typeof retentionDeletionRecordedSchema>;

export const retentionEventSchemas = {
  RetentionDeletionRecorded: { schemaVersion: 1, schema: retentionDeletionRecordedSchema },
} as const;

export type RetentionEvent = { type: 'RetentionDeletionRecorded'; data: RetentionDeletionRecorded };

export const retentionDeletionStreamId = (deletionId: string) => `retentionDeletion-${deletionId}`;

export const retentionDeletionViewSchema = retentionDeletionRecordedSchema.extend({
  /** The supplier's name, for the admins' list. */
  supplierTitle: z.string(),
});
export type RetentionDeletionView = z.infer<typeof retentionDeletionViewSchema>;

export const retentionDeletionListSchema = z.object({
  keepDays: z.number().int().positive(),
  deletions: z.array(retentionDeletionViewSchema),
});
export type RetentionDeletionList = z.infer<typeof retentionDeletionListSchema>;
