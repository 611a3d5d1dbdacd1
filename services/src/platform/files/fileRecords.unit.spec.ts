import { describe, it } from 'vitest';
import { deciderSpecification } from '../commands/deciderSpecification';
import { fileRecordsDecider } from './fileRecords';

const file = {
  key: 'documents/v1/a.pdf',
  fileName: 'a.pdf',
  contentType: 'application/pdf',
  size: 10,
  sha256: 'a'.repeat(64),
};
const spec = deciderSpecification(fileRecordsDecider);

describe('file records', () => {
  it('records a stored file with its purpose', () => {
    spec
      .given([])
      .when({ type: 'RecordFile', file, purpose: 'orderInvoicePdf' })
      .then([{ type: 'FileStored', data: { file, purpose: 'orderInvoicePdf' } }]);
  });

  it('records the same key once', () => {
    spec
      .given([{ type: 'FileStored', data: { file, purpose: 'orderInvoicePdf' } }])
      .when({ type: 'RecordFile', file, purpose: 'orderInvoicePdf' })
      .then([]);
  });
});
