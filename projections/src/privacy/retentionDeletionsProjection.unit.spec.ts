import type { RetentionEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { retentionDeletionsProjection } from './retentionDeletionsProjection';

const deleted: RetentionEvent = {
  type: 'RetentionDeletionRecorded',
  data: {
    deletionId: 'coPilotEmail-ai-1',
    kind: 'coPilotEmail',
    recordId: 'ai-1',
    supplierId: 'sup-brakes',
    files: 2,
    decidedAt: '2026-08-01T10:00:00.000Z',
    keepDays: 90,
    deletedAt: '2026-10-30T10:00:00.000Z',
  },
};

describe('retention deletions projection (each event delivered twice)', () => {
  it('lists each deletion once, with what was deleted and when', async () => {
    const { documents } = await projectionSpec(retentionDeletionsProjection).given(
      recordedAt(deleted, 1, 'retentionDeletion-coPilotEmail-ai-1'),
    );
    expect(await documents()).toEqual([expect.objectContaining({ _id: 'coPilotEmail-ai-1', ...deleted.data })]);
  });
});
