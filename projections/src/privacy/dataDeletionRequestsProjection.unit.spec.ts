import type { DataDeletionEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { dataDeletionRequestsProjection } from './dataDeletionRequestsProjection';

const stream = 'dataDeletionRequest-ddr-1';
const requested: DataDeletionEvent = {
  type: 'DataDeletionRequested',
  data: {
    requestId: 'ddr-1',
    venueTitle: 'The Crown & Anchor',
    venueCode: 'CA001',
    accountHolderName: 'Sam Whitfield',
    accountEmail: 'sam@example.com',
    requestedAt: '2026-11-26T09:00:00.000Z',
  },
};
const actioned: DataDeletionEvent = {
  type: 'DataDeletionActioned',
  data: {
    requestId: 'ddr-1',
    outcome: 'declined',
    note: 'No such account',
    actionedBy: 'admin@oms.test',
    actionedAt: '2026-11-26T10:00:00.000Z',
  },
};

describe('data deletion requests projection (each event delivered twice)', () => {
  it('queues a request as pending', async () => {
    const { documents } = await projectionSpec(dataDeletionRequestsProjection).given(recordedAt(requested, 1, stream));
    expect(await documents()).toEqual([
      expect.objectContaining({ _id: 'ddr-1', status: 'pending', accountEmail: 'sam@example.com', actionedAt: null }),
    ]);
  });

  it('shows the outcome, the note and who actioned it', async () => {
    const { documents } = await projectionSpec(dataDeletionRequestsProjection).given(
      recordedAt(requested, 1, stream),
      recordedAt(actioned, 2, stream),
    );
    expect(await documents()).toEqual([
      expect.objectContaining({
        _id: 'ddr-1',
        status: 'declined',
        note: 'No such account',
        actionedBy: 'admin@oms.test',
        actionedAt: '2026-11-26T10:00:00.000Z',
      }),
    ]);
  });
});
