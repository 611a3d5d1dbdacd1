import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { type CsvImportResult, customerMessages } from '@oms/contracts';
import { useState } from 'react';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { CsvRowsTable } from '../../platform/files/CsvRowsTable';
import { useUploadCustomersCsv } from './customerQueries';
import { checkCustomerCsv, customerTemplateCsv, customerTemplateFileName } from './customersCsvFile';

/** Add Customers Via CSV (spec 03 §5): the template's file, checked, then a result per row. */
export function CustomersCsvDialog({ supplierId, onClose }: { supplierId: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const upload = useUploadCustomersCsv(supplierId);
  const submit = async () => {
    if (!file) {
      setProblem(customerMessages.invalidCsv);
      return;
    }
    const checked = await checkCustomerCsv(file);
    if (checked) {
      setProblem(checked);
      return;
    }
    setProblem(null);
    upload.mutate(file, { onSuccess: setResult, onError: (error) => setProblem(error.message) });
  };
  const notAdded = result?.rows.filter((row) => row.outcome !== 'created') ?? [];
  return (
    <Dialog isOpen title="Add Customers Via CSV" icon="upload" onClose={onClose} className="customers-csv">
      <DialogBody>
        <p>
          Fill in the template from Download CSV Template: one customer a row, delivery days such as “Mon, Wed”, money
          in pounds. A venue already on OMS with the same name and post code becomes your customer; any other is added.
        </p>
        <FileInput
          fill
          text={file?.name ?? 'Choose a CSV file...'}
          buttonText="Browse"
          inputProps={{ accept: '.csv,text/csv', 'aria-label': 'Customers CSV file' }}
          onInputChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setResult(null);
            setProblem(null);
          }}
        />
        {problem && (
          <Callout intent="danger" className="customers-csv__callout" role="alert">
            {problem}
          </Callout>
        )}
        {result && (
          <Callout
            intent={notAdded.length > 0 ? 'warning' : 'success'}
            className="customers-csv__callout"
            title="File uploaded"
          >
            {result.created} added, {result.skipped} already your customers, {result.rejected} not added.
          </Callout>
        )}
        <CsvRowsTable rows={notAdded} itemHeading="Venue" className="customers-csv__rows" />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              variant="minimal"
              icon="download"
              text="Download CSV Template"
              onClick={() => downloadCsv(customerTemplateCsv(), customerTemplateFileName)}
            />
            <Button text={result ? 'Done' : 'Cancel'} onClick={onClose} />
            {!result && (
              <Button
                intent="primary"
                icon="upload"
                text="Upload"
                loading={upload.isPending}
                onClick={() => void submit()}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
