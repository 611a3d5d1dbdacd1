import type { DomainEvent, FileStored, StoredFile } from '@oms/contracts';
import type { Decider } from '../commands/decider';

type FileRecordEvent = DomainEvent<'FileStored', FileStored>;
type FileRecordState = { keys: ReadonlySet<string> };
export type RecordFile = { type: 'RecordFile'; file: StoredFile; purpose: string };

/**
 * For a stream whose only facts are the files kept for it (generated documents of a venue): the
 * same file recorded twice is one fact.
 */
export const fileRecordsDecider: Decider<FileRecordState, RecordFile, FileRecordEvent> = {
  initialState: () => ({ keys: new Set() }),
  evolve: (state, event) => ({ keys: new Set([...state.keys, event.data.file.key]) }),
  decide: (command, state) =>
    state.keys.has(command.file.key)
      ? []
      : [{ type: 'FileStored', data: { file: command.file, purpose: command.purpose } }],
};
