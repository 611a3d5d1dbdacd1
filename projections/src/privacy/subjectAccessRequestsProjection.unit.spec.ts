import type { SubjectAccessEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { subjectAccessRequestsProjection } from './subjectAccessRequestsProjection';

const stream = 'subjectAccessRequest-sar-1';
const requested: SubjectAccessEvent = {
  type: 'SubjectAccessRequested',
  data: { requestId: 'sar-1', accountId: 'acc-sam', requestedAt: '2026-11-26T09:00:00.000Z', requestedVia: 'account' },
};
const delivered: SubjectAccessEvent = {
  type: 'SubjectAccessDelivered',
  data: {
    requestId: 'sar-1',
    deliveredBy: 'admin@oms.test',
    deliveredAt: '2026-11-26T10:00:00.000Z',
    mailId: 'mail-1',
  },
};

describe('subject access requests projection (each event delivered twice)', () => {
  it('queues a request as pending, naming the account by id alone', async () => {
    const { documents } = await projectionSpec(subjectAccessRequestsProjection).given(recordedAt(requested, 1, stream));
    expect(await documents()).toEqual([
      {
        _id: 'sar-1',
        requestId: 'sar-1',
        accountId: 'acc-sam',
        requestedAt: '2026-11-26T09:00:00.000Z',
        requestedVia: 'account',
        status: 'pending',
        deliveredBy: null,
        deliveredAt: null,
        _position: expect.any(Number),
      },
    ]);
  });

  it('shows who delivered it and when', async () => {
    const { documents } = await projectionSpec(subjectAccessRequestsProjection).given(
      recordedAt(requested, 1, stream),
      recordedAt(delivered, 2, stream),
    );
    expect(await documents()).toEqual([
      expect.objectContaining({
        _id: 'sar-1',
        status: 'delivered',
        deliveredBy: 'admin@oms.test',
        deliveredAt: '2026-11-26T10:00:00.000Z',
      }),
    ]);
  });

  it('ignores a delivery whose request it never saw', async () => {
    const { documents } = await projectionSpec(subjectAccessRequestsProjection).given(recordedAt(delivered, 2, stream));
    expect(await documents()).toEqual([]);
  });
});
