import type { DomainEvent, FileStored } from '@oms/contracts';
import type { Decider } from '../commands/decider';

type CsvImportEvent =
  | DomainEvent<'FileStored', FileStored>
  | DomainEvent<'CsvImportStarted', { importId: string; kind: string; fileKey: string }>
  | DomainEvent<'CsvImportCompleted', { importId: string; created: number; skipped: number; rejected: number }>;

export type CsvImportState = { status: 'none' } | { status: 'started'; fileKey: string } | { status: 'completed' };

export type CsvImportCommand =
  | { type: 'StartCsvImport'; importId: string; kind: string; file: FileStored['file'] }
  | {
      type: 'CompleteCsvImport';
      importId: string;
      created: number;
      updated?: number;
      skipped: number;
      rejected: number;
    };

export const csvImportStreamId = (importId: string) => `csvImport-${importId}`;

/** One import's stream: the stored copy of the file, then what the import did with it. */
export const csvImportDecider: Decider<CsvImportState, CsvImportCommand, CsvImportEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'FileStored':
        return state;
      case 'CsvImportStarted':
        return { status: 'started', fileKey: event.data.fileKey };
      case 'CsvImportCompleted':
        return { status: 'completed' };
      default: {
        const unknownEvent: never = event;
        return unknownEvent;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'StartCsvImport':
        if (state.status !== 'none') return [];
        return [
          { type: 'FileStored', data: { file: command.file, purpose: 'csvImport' } },
          {
            type: 'CsvImportStarted',
            data: { importId: command.importId, kind: command.kind, fileKey: command.file.key },
          },
        ];
      case 'CompleteCsvImport': {
        if (state.status !== 'started') return [];
        const { type: _type, ...counts } = command;
        return [{ type: 'CsvImportCompleted', data: counts }];
      }
      default: {
        const unknownCommand: never = command;
        return unknownCommand;
      }
    }
  },
};
