import { type DataDeletionEvent, dataDeletionErrors } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { dataDeletionRequestDecider } from './dataDeletionRequest';

const spec = deciderSpecification(dataDeletionRequestDecider);

const request = {
  requestId: 'ddr-1',
  venueTitle: 'The Crown & Anchor',
  venueCode: 'CA001',
  accountHolderName: 'Sam Whitfield',
  accountEmail: 'sam@example.com',
  requestedAt: '2026-11-26T09:00:00.000Z',
};
const requested: DataDeletionEvent = { type: 'DataDeletionRequested', data: request };
const action = {
  requestId: 'ddr-1',
  outcome: 'declined' as const,
  note: 'No account with this e-mail',
  actionedBy: 'admin@oms.test',
  actionedAt: '2026-11-26T10:00:00.000Z',
};
const actioned: DataDeletionEvent = { type: 'DataDeletionActioned', data: action };

describe('data deletion request decider', () => {
  it('records the request from the public form', () => {
    spec.given([]).when({ type: 'RequestDataDeletion', request }).then([requested]);
  });

  it('records nothing when the same request arrives again', () => {
    spec.given([requested]).when({ type: 'RequestDataDeletion', request }).then([]);
  });

  it('lets an admin action a pending request', () => {
    spec.given([requested]).when({ type: 'ActionDataDeletion', action }).then([actioned]);
  });

  it('refuses to action a request twice', () => {
    spec
      .given([requested, actioned])
      .when({ type: 'ActionDataDeletion', action: { ...action, note: 'again' } })
      .thenThrows(dataDeletionErrors.alreadyActioned.code, dataDeletionErrors.alreadyActioned.message);
  });

  it('refuses to action a request that was never made', () => {
    spec
      .given([])
      .when({ type: 'ActionDataDeletion', action })
      .thenThrows(dataDeletionErrors.requestNotFound.code, dataDeletionErrors.requestNotFound.message);
  });
});
