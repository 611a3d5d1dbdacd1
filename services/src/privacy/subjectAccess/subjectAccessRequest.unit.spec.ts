import { type SubjectAccessEvent, subjectAccessErrors } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { subjectAccessRequestDecider } from './subjectAccessRequest';

const spec = deciderSpecification(subjectAccessRequestDecider);

const request = {
  requestId: 'sar-1',
  accountId: 'acc-sam',
  requestedAt: '2026-11-26T09:00:00.000Z',
  requestedVia: 'account' as const,
};
const requested: SubjectAccessEvent = { type: 'SubjectAccessRequested', data: request };
const delivery = {
  requestId: 'sar-1',
  deliveredBy: 'admin@oms.test',
  deliveredAt: '2026-11-26T10:00:00.000Z',
  mailId: 'subject-access-ready-sar-1',
};
const delivered: SubjectAccessEvent = { type: 'SubjectAccessDelivered', data: delivery };

describe('subject access request decider', () => {
  it('records the request from the account page', () => {
    spec.given([]).when({ type: 'RequestSubjectAccess', request }).then([requested]);
  });

  it('records nothing when the same request arrives again', () => {
    spec.given([requested]).when({ type: 'RequestSubjectAccess', request }).then([]);
  });

  it('lets an admin deliver a pending request', () => {
    spec.given([requested]).when({ type: 'DeliverSubjectAccess', delivery }).then([delivered]);
  });

  it('refuses to deliver a request twice', () => {
    spec
      .given([requested, delivered])
      .when({ type: 'DeliverSubjectAccess', delivery: { ...delivery, deliveredAt: '2026-11-27T10:00:00.000Z' } })
      .thenThrows(subjectAccessErrors.alreadyDelivered.code, subjectAccessErrors.alreadyDelivered.message);
  });

  it('refuses to deliver a request that was never made', () => {
    spec
      .given([])
      .when({ type: 'DeliverSubjectAccess', delivery })
      .thenThrows(subjectAccessErrors.requestNotFound.code, subjectAccessErrors.requestNotFound.message);
  });
});
