import { type SpecialPurchaseEvent, specialPurchaseStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { specialPurchasesProjection } from './specialPurchasesProjection';

const at = '2026-11-22T10:00:00.000Z';
const requested: SpecialPurchaseEvent = {
  type: 'SpecialPurchaseRequested',
  data: {
    requestId: 'r1',
    venueId: 'v1',
    staffName: 'Sam',
    staffEmail: 'sam@crown.test',
    sku: 'P-1',
    itemName: 'Pans',
    itemCostPence: 1000,
    justification: 'Worn out',
    managerName: 'Morgan',
    managerEmail: 'morgan@crown.test',
    supplier: { supplierId: 'sup-1', title: 'Brakes' },
    requestedAt: at,
    inPriceFile: false,
  },
};
const decided = (decision: 'approved' | 'declined', decidedAt: string): SpecialPurchaseEvent => ({
  type: 'SpecialPurchaseDecided',
  data: { requestId: 'r1', venueId: 'v1', decision, decidedAt },
});

async function given(events: SpecialPurchaseEvent[]) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, specialPurchaseStreamId('r1')));
  const { store } = await projectionSpec(specialPurchasesProjection).given(...recorded);
  return store.collection('specialPurchases').findOne({ _id: 'r1' });
}

describe('special purchases projection', () => {
  it('lists a new request as pending with what was asked', async () => {
    expect(await given([requested])).toMatchObject({
      venueId: 'v1',
      itemName: 'Pans',
      status: 'pending',
      inPriceFile: false,
      decisions: [],
      remindersSent: 0,
    });
  });

  it('keeps the latest answer as the status and every answer in the history', async () => {
    expect(
      await given([
        requested,
        decided('approved', '2026-11-22T11:00:00.000Z'),
        decided('declined', '2026-11-22T12:00:00.000Z'),
      ]),
    ).toMatchObject({
      status: 'declined',
      decidedAt: '2026-11-22T12:00:00.000Z',
      decisions: [
        { decision: 'approved', at: '2026-11-22T11:00:00.000Z' },
        { decision: 'declined', at: '2026-11-22T12:00:00.000Z' },
      ],
    });
  });

  it('counts the reminders sent', async () => {
    const reminder: SpecialPurchaseEvent = {
      type: 'SpecialPurchaseReminderSent',
      data: { requestId: 'r1', venueId: 'v1', reminder: 'first', sentAt: at },
    };
    expect(await given([requested, reminder])).toMatchObject({ remindersSent: 1, status: 'pending' });
  });
});
