import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { type CsvImportResult, stockTakeMessages } from '@oms/contracts';
import { useState } from 'react';
import { CsvRowsTable } from '../platform/files/CsvRowsTable';
import { useUploadStockTakeCsv } from './queries';

/** Upload CSV (spec 02 §5): .csv only, "Choose a file first" without one, and the result per row. */
export function UploadCsvDialog({
  venueId,
  stockTakeId,
  onClose,
}: {
  venueId: string;
  stockTakeId: string;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const upload = useUploadStockTakeCsv(venueId, stockTakeId);
  const submit = () => {
    if (!file) {
      setProblem(stockTakeMessages.chooseFileFirst);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: setResult,
      onError: (error) => setProblem(error.message),
    });
  };
  const notApplied = result?.rows.filter((row) => row.outcome === 'rejected') ?? [];
  return (
    <Dialog isOpen title={stockTakeMessages.uploadCsv} onClose={onClose} className="stock-take__dialog">
      <DialogBody>
        <p>
          Use the file from Download CSV: its first three rows are headers. A row with an id changes that line's in
          stock, wastage or price; a row without an id adds a stock product (title, supplier and price needed).
        </p>
        <FileInput
          fill
          text={file?.name ?? 'Choose a CSV file...'}
          buttonText="Browse"
          inputProps={{ accept: '.csv,text/csv', 'aria-label': 'CSV file' }}
          onInputChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setResult(null);
          }}
        />
        {problem && (
          <Callout intent="danger" className="stock-take__dialog-callout" role="alert">
            {problem}
          </Callout>
        )}
        {result && (
          <Callout
            intent={notApplied.length > 0 ? 'warning' : 'success'}
            className="stock-take__dialog-callout"
            title="File uploaded"
          >
            {result.updated} updated, {result.created} added, {result.skipped} unchanged or skipped, {result.rejected}{' '}
            not applied.
          </Callout>
        )}
        <CsvRowsTable rows={notApplied} className="stock-take__import-rows" />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={result ? 'Done' : 'Cancel'} onClick={onClose} />
            <Button intent="primary" icon="upload" text="Upload" loading={upload.isPending} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
