import type { RetentionDeletionRecorded, RetentionEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface RetentionDeletionDocument extends RetentionDeletionRecorded {
  _id: string;
  [key: string]: unknown;
}

/** The admins' "Retention" list: what the retention schedule deleted, newest first by the route's sort. */
export const retentionDeletionsProjection = defineProjection<RetentionDeletionDocument, RetentionEvent>({
  name: 'retentionDeletions',
  collection: 'retentionDeletions',
  handles: ['RetentionDeletionRecorded'],
  indexes: [{ keys: { deletedAt: -1 } }, { keys: { recordId: 1 } }],
  documentIds: ({ data }) => [data.deletionId],
  evolve: (document, event) => document ?? { _id: event.data.deletionId, ...event.data },
});
