import type { SubjectAccessEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** No name or e-mail: the queue reads them from the account, so erasing the person reaches here too. */
export interface SubjectAccessRequestDocument {
  _id: string;
  requestId: string;
  accountId: string;
  requestedAt: string;
  requestedVia: 'account' | 'admin';
  status: 'pending' | 'delivered';
  deliveredBy: string | null;
  deliveredAt: string | null;
  [key: string]: unknown;
}

/** The admins' queue of data access requests and each person's own list on their account page. */
export const subjectAccessRequestsProjection = defineProjection<SubjectAccessRequestDocument, SubjectAccessEvent>({
  name: 'subjectAccessRequests',
  collection: 'subjectAccessRequests',
  handles: ['SubjectAccessRequested', 'SubjectAccessDelivered'],
  indexes: [{ keys: { accountId: 1, requestedAt: -1 } }, { keys: { status: 1, requestedAt: -1 } }],
  documentIds: ({ data }) => [data.requestId],
  evolve: (document, event) => {
    if (event.type === 'SubjectAccessRequested') {
      return (
        document ?? {
          _id: event.data.requestId,
          ...event.data,
          status: 'pending',
          deliveredBy: null,
          deliveredAt: null,
        }
      );
    }
    if (!document) return null;
    return {
      ...document,
      status: 'delivered',
      deliveredBy: event.data.deliveredBy,
      deliveredAt: event.data.deliveredAt,
    };
  },
});
