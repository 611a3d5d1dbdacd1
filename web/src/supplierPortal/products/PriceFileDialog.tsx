import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, HTMLTable, Tag } from '@blueprintjs/core';
import { type CsvImportResult, formatPence, type PriceFilePreview, supplierProductMessages } from '@oms/contracts';
import { useState } from 'react';
import { ApiError } from '../../platform/apiError';
import { CsvRowsTable } from '../../platform/files/CsvRowsTable';
import { usePreviewPriceFile, useUploadPriceFile } from './queries';

function RowsTable({ title, rows }: { title: string; rows: { line: number; label: string; reason?: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="price-file__section">
      <h3 className="bp6-heading price-file__heading">{title}</h3>
      <CsvRowsTable rows={rows} className="price-file__table" />
    </section>
  );
}

function PreviewSummary({ preview }: { preview: PriceFilePreview }) {
  const rises = preview.priceChanges.filter((change) => change.percent > 0).length;
  const drops = preview.priceChanges.length - rises;
  return (
    <>
      <Callout intent="primary" title={`What ${preview.fileName} would change`} className="price-file__callout">
        <ul className="price-file__counts">
          <li>{preview.newProducts.length} new products</li>
          <li>
            {preview.priceChanges.length} price changes ({rises} up, {drops} down)
          </li>
          <li>{preview.archived.length} archived</li>
          <li>{preview.unchanged} unchanged</li>
          <li>{preview.notInFile} listed products not in this file stay as they are</li>
        </ul>
        <p>
          It touches {preview.customers} customers, {preview.openBaskets} open baskets and {preview.shoppingLists}{' '}
          shopping lists.
        </p>
      </Callout>
      {preview.priceChanges.length > 0 && (
        <section className="price-file__section">
          <h3 className="bp6-heading price-file__heading">Price changes</h3>
          <HTMLTable compact striped className="price-file__table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {preview.priceChanges.map((change) => (
                <tr key={change.productId}>
                  <td>{change.title}</td>
                  <td>{change.sku}</td>
                  <td>{formatPence(change.fromOMSPrice)}</td>
                  <td>{formatPence(change.toOMSPrice)}</td>
                  <td>
                    <Tag minimal intent={change.percent > 0 ? 'danger' : 'success'}>
                      {change.percent > 0 ? '▲' : '▼'} {Math.abs(change.percent)}%
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      )}
      {preview.newProducts.length > 0 && (
        <section className="price-file__section">
          <h3 className="bp6-heading price-file__heading">New products</h3>
          <p>{preview.newProducts.map((product) => `${product.title} (${product.sku})`).join(', ')}</p>
        </section>
      )}
      {preview.archived.length > 0 && (
        <section className="price-file__section">
          <h3 className="bp6-heading price-file__heading">Archived</h3>
          <p>{preview.archived.map((product) => `${product.title} (${product.sku})`).join(', ')}</p>
        </section>
      )}
      <RowsTable title={supplierProductMessages.notUploaded} rows={preview.rejected} />
    </>
  );
}

/** Upload CSV (spec 03): choose a file, see what it would change and whom it touches, then apply or cancel. */
export function PriceFileDialog({
  supplierId,
  date,
  onClose,
}: {
  supplierId: string;
  date: string;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<PriceFilePreview | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const previewing = usePreviewPriceFile(supplierId);
  const uploading = useUploadPriceFile(supplierId);
  const failed = (error: Error) =>
    setProblem(error instanceof ApiError && error.status < 500 ? error.message : supplierProductMessages.uploadFailed);

  const check = () => {
    if (!file) {
      setProblem(supplierProductMessages.chooseFile);
      return;
    }
    setProblem(null);
    previewing.mutate({ file, date }, { onSuccess: setPreview, onError: failed });
  };
  const apply = () => {
    if (!file) return;
    uploading.mutate(
      { file, date },
      {
        onSuccess: (uploaded) => {
          setResult(uploaded);
          setPreview(null);
        },
        onError: failed,
      },
    );
  };
  const rowsOf = (outcome: 'rejected' | 'skipped') =>
    (result?.rows ?? [])
      .filter((row) => row.outcome === outcome)
      .map((row) => ({ line: row.line, label: row.label, ...(row.reason ? { reason: row.reason } : {}) }));

  return (
    <Dialog isOpen title="Upload CSV" onClose={onClose} className="price-file__dialog">
      <DialogBody>
        <p>
          Use the file from Download CSV. A new SKU adds a product, a new price changes it from {date}, archive true
          removes it; products not in the file stay as they are.
        </p>
        <FileInput
          fill
          text={file?.name ?? 'Choose a CSV file...'}
          buttonText="Browse"
          inputProps={{ accept: '.csv,text/csv', 'aria-label': 'CSV file' }}
          onInputChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setPreview(null);
            setResult(null);
            setProblem(null);
          }}
        />
        {problem && (
          <Callout intent="danger" role="alert" className="price-file__callout">
            {problem}
          </Callout>
        )}
        {preview && <PreviewSummary preview={preview} />}
        {result && (
          <>
            <Callout
              intent={result.rejected > 0 ? 'warning' : 'success'}
              title="File uploaded"
              className="price-file__callout"
            >
              {result.created} added, {result.updated} changed, {result.skipped} skipped, {result.rejected} not
              uploaded.
            </Callout>
            <RowsTable title={supplierProductMessages.notUploaded} rows={rowsOf('rejected')} />
            <RowsTable title={supplierProductMessages.skipped} rows={rowsOf('skipped')} />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          result ? (
            <Button intent="primary" text="Done" onClick={onClose} />
          ) : preview ? (
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button intent="primary" text="Apply price file" loading={uploading.isPending} onClick={apply} />
            </>
          ) : (
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button intent="primary" text="Check file" loading={previewing.isPending} onClick={check} />
            </>
          )
        }
      />
    </Dialog>
  );
}
