import type { SpecialPurchaseEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { specialPurchaseDecider } from './specialPurchase';

const spec = deciderSpecification(specialPurchaseDecider);
const at = '2026-11-22T10:00:00.000Z';
const details = {
  staffName: 'Sam',
  staffEmail: 'sam@crown.test',
  sku: 'P-1',
  itemName: 'Pans',
  itemCostPence: 1000,
  justification: '',
  managerName: 'Morgan',
  managerEmail: 'morgan@crown.test',
  supplier: { supplierId: null, title: 'Kitchen Supplies' },
};
const requested: SpecialPurchaseEvent = {
  type: 'SpecialPurchaseRequested',
  data: { ...details, requestId: 'r1', venueId: 'v1', requestedAt: at, inPriceFile: null },
};
const decided = (decision: 'approved' | 'declined'): SpecialPurchaseEvent => ({
  type: 'SpecialPurchaseDecided',
  data: { requestId: 'r1', venueId: 'v1', decision, decidedAt: at },
});
const reminded = (reminder: 'first' | 'last'): SpecialPurchaseEvent => ({
  type: 'SpecialPurchaseReminderSent',
  data: { requestId: 'r1', venueId: 'v1', reminder, sentAt: at },
});
const request = {
  type: 'RequestSpecialPurchase' as const,
  requestId: 'r1',
  venueId: 'v1',
  details,
  inPriceFile: null,
  now: at,
};

describe('special purchase decider', () => {
  it('records a request once, however often it is submitted', () => {
    spec.given([]).when(request).then([requested]);
    spec.given([requested]).when(request).then([]);
  });

  it('records each change of the manager’s mind, and nothing for the same answer again', () => {
    spec
      .given([requested])
      .when({ type: 'DecideSpecialPurchase', decision: 'approved', now: at })
      .then([decided('approved')]);
    spec
      .given([requested, decided('approved')])
      .when({ type: 'DecideSpecialPurchase', decision: 'approved', now: at })
      .then([]);
    spec
      .given([requested, decided('approved')])
      .when({ type: 'DecideSpecialPurchase', decision: 'declined', now: at })
      .then([decided('declined')]);
  });

  it('refuses a decision on a request that does not exist', () => {
    spec
      .given([])
      .when({ type: 'DecideSpecialPurchase', decision: 'approved', now: at })
      .thenThrows('SPECIAL_PURCHASE_NOT_FOUND');
  });

  it('sends each reminder once, and none once the manager has answered', () => {
    spec
      .given([requested])
      .when({ type: 'RecordReminder', reminder: 'first', now: at })
      .then([reminded('first')]);
    spec
      .given([requested, reminded('first')])
      .when({ type: 'RecordReminder', reminder: 'first', now: at })
      .then([]);
    spec
      .given([requested, reminded('first')])
      .when({ type: 'RecordReminder', reminder: 'last', now: at })
      .then([reminded('last')]);
    spec
      .given([requested, decided('declined')])
      .when({ type: 'RecordReminder', reminder: 'first', now: at })
      .then([]);
  });
});
