import type { RetentionDeletionRecorded } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { retentionDeletionDecider } from './retentionDeletion';

const deletion: RetentionDeletionRecorded = {
  deletionId: 'coPilotEmail-ai-1',
  kind: 'coPilotEmail',
  recordId: 'ai-1',
  supplierId: 'sup-brakes',
  files: 1,
  decidedAt: '2026-08-01T10:00:00.000Z',
  keepDays: 90,
  deletedAt: '2026-10-30T10:00:00.000Z',
};
const command = { type: 'RecordRetentionDeletion' as const, deletion };

describe('a retention deletion', () => {
  it('given nothing, when recorded, then it is recorded', () => {
    expect(retentionDeletionDecider.decide(command, retentionDeletionDecider.initialState())).toEqual([
      { type: 'RetentionDeletionRecorded', data: deletion },
    ]);
  });

  it('given it was recorded, when recorded again (a retried run), then nothing more is recorded', () => {
    const state = retentionDeletionDecider.evolve(retentionDeletionDecider.initialState(), {
      type: 'RetentionDeletionRecorded',
      data: deletion,
    });
    expect(retentionDeletionDecider.decide(command, state)).toEqual([]);
  });
});
