import { describe, it } from 'vitest';
import { deciderSpecification } from '../commands/deciderSpecification';
import { csvImportDecider } from './csvImportStream';

const file = {
  key: 'imports/legacyUsers/abc-users.csv',
  fileName: 'users.csv',
  contentType: 'text/csv',
  size: 42,
  sha256: 'f'.repeat(64),
};
const spec = deciderSpecification(csvImportDecider);
const started = [
  { type: 'FileStored' as const, data: { file, purpose: 'csvImport' } },
  { type: 'CsvImportStarted' as const, data: { importId: 'i1', kind: 'legacyUsers', fileKey: file.key } },
];

describe('csv import stream', () => {
  it('records the stored copy of the file, then the start', () => {
    spec.given([]).when({ type: 'StartCsvImport', importId: 'i1', kind: 'legacyUsers', file }).then(started);
  });

  it('starts once: a repeated start records nothing', () => {
    spec.given(started).when({ type: 'StartCsvImport', importId: 'i1', kind: 'legacyUsers', file }).then([]);
  });

  it('completes a started import with its counts, once', () => {
    const complete = { type: 'CompleteCsvImport' as const, importId: 'i1', created: 3, skipped: 1, rejected: 2 };
    spec
      .given(started)
      .when(complete)
      .then([{ type: 'CsvImportCompleted', data: { importId: 'i1', created: 3, skipped: 1, rejected: 2 } }]);
    spec
      .given([
        ...started,
        { type: 'CsvImportCompleted', data: { importId: 'i1', created: 3, skipped: 1, rejected: 2 } },
      ])
      .when(complete)
      .then([]);
  });

  it('never completes an import that did not start', () => {
    spec.given([]).when({ type: 'CompleteCsvImport', importId: 'i1', created: 0, skipped: 0, rejected: 0 }).then([]);
  });
});
