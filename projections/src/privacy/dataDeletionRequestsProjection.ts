import type { DataDeletionEvent, DataDeletionOutcome } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface DataDeletionRequestDocument {
  _id: string;
  requestId: string;
  venueTitle: string;
  venueCode: string;
  accountHolderName: string;
  accountEmail: string;
  requestedAt: string;
  status: 'pending' | DataDeletionOutcome;
  note: string;
  actionedBy: string | null;
  actionedAt: string | null;
  [key: string]: unknown;
}

/** The admin queue of data deletion requests, pending first by the route's sort. */
export const dataDeletionRequestsProjection = defineProjection<DataDeletionRequestDocument, DataDeletionEvent>({
  name: 'dataDeletionRequests',
  collection: 'dataDeletionRequests',
  handles: ['DataDeletionRequested', 'DataDeletionActioned'],
  indexes: [{ keys: { status: 1, requestedAt: -1 } }],
  documentIds: ({ data }) => [data.requestId],
  evolve: (document, event) => {
    if (event.type === 'DataDeletionRequested') {
      return (
        document ?? {
          _id: event.data.requestId,
          ...event.data,
          status: 'pending',
          note: '',
          actionedBy: null,
          actionedAt: null,
        }
      );
    }
    if (!document) return null;
    return {
      ...document,
      status: event.data.outcome,
      note: event.data.note,
      actionedBy: event.data.actionedBy,
      actionedAt: event.data.actionedAt,
    };
  },
});
