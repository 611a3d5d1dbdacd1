import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import {
  formatPence,
  formatQuantity,
  type StockTakeDetail,
  type StockTakeSheetLine,
  sheetTotals,
  stockMovement,
  stockTakeCsv,
  stockTakeCsvFileName,
  stockTakeMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef, ValueSetterParams } from 'ag-grid-community';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { downloadCsv } from '../ordering/checklist/checklistCsv';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { showErrorToast, showToast } from '../platform/toaster';
import { UnsavedChangesPrompt } from '../platform/UnsavedChangesPrompt';
import { AddStockProductsDialog } from './AddStockProductsDialog';
import { stockTakeQuery, useSaveStockTake } from './queries';
import { SuggestedOrdersDialog } from './SuggestedOrdersDialog';
import { type EditableField, type LineEdit, type PendingLine, saveBodyOf, withEdit } from './sheetEdits';
import { periodText } from './stockTakeFormat';
import { stockTakesRoute } from './stockTakeRoutes';
import { UploadCsvDialog } from './UploadCsvDialog';
import './stockTakes.css';

type Row = StockTakeSheetLine & { isNew: boolean };

function ReceivedCell({ data }: { data?: Row }) {
  if (!data) return null;
  return (
    <span className="stock-take__received">
      {formatQuantity(data.received)}
      {data.receivedSource === 'ordered' && (
        <Tag minimal intent="warning" title="Ordered, not receipted yet: the ordered quantity is counted">
          ordered
        </Tag>
      )}
    </span>
  );
}

function UsageCell({ data }: { data?: Row }) {
  if (!data) return null;
  return (
    <span className="stock-take__usage">
      {formatQuantity(data.usage)}
      {data.flag && (
        <Tag minimal intent={data.flag === 'large usage' ? 'warning' : 'danger'} icon="flag">
          {data.flag === 'large usage' ? 'check' : 'miscount?'}
        </Tag>
      )}
    </span>
  );
}

const detailsOf = (line: Row) =>
  [
    line.supplierTitle,
    line.sku,
    [line.size, line.UoM].filter(Boolean).join(' '),
    line.isNew || !line.onSheet ? 'new' : '',
  ]
    .filter(Boolean)
    .join(' · ');

function columnsOf(
  locked: boolean,
  setValue: (lineId: string, field: EditableField, value: number | null) => void,
): ColDef<Row>[] {
  const editable = (field: EditableField, headerName: string, width = 110): ColDef<Row> => ({
    headerName,
    field,
    colId: field,
    width,
    editable: !locked,
    cellEditor: 'agNumberCellEditor',
    cellEditorParams: { min: 0, precision: 3, showStepperButtons: false },
    cellClass: locked ? 'stock-take__cell' : 'stock-take__cell stock-take__cell--editable',
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatQuantity(value) : ''),
    valueSetter: (params: ValueSetterParams<Row>) => {
      const raw = params.newValue;
      const value = raw === null || raw === undefined || raw === '' ? null : Number(raw);
      if (value !== null && (!Number.isFinite(value) || value < 0)) return false;
      if (field !== 'parLevel' && value === null) return false;
      if (params.data) setValue(params.data.lineId, field, value);
      return false;
    },
  });
  return [
    {
      headerName: 'Product',
      field: 'title',
      minWidth: 220,
      flex: 2,
      pinned: 'left',
      cellRenderer: TitleWithDetailsCell,
      cellRendererParams: { details: detailsOf } satisfies TitleWithDetailsParams<Row>,
    },
    {
      headerName: 'Price',
      field: 'price',
      width: 100,
      valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
    },
    {
      headerName: 'Previous',
      field: 'lastQuantity',
      width: 100,
      valueFormatter: ({ value }) => formatQuantity(value ?? 0),
    },
    { headerName: 'Received', field: 'received', width: 130, cellRenderer: ReceivedCell },
    editable('inStock', 'In stock'),
    editable('wastage', 'Wastage'),
    editable('parLevel', 'Par level'),
    { headerName: 'Usage', field: 'usage', width: 140, cellRenderer: UsageCell },
    {
      headerName: 'Stock value',
      colId: 'stockValue',
      minWidth: 120,
      flex: 1,
      valueGetter: ({ data }) => (data ? sheetTotals([data]).stockValue : 0),
      valueFormatter: ({ value }) => formatPence(value ?? 0),
    },
  ];
}

function Sheet({ venueId, detail }: { venueId: string; detail: StockTakeDetail }) {
  const { stockTake } = detail;
  const locked = stockTake.isLocked;
  const [edits, setEdits] = useState<Map<string, LineEdit>>(new Map());
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [dialog, setDialog] = useState<'add' | 'upload' | 'suggest' | null>(null);
  const save = useSaveStockTake(venueId, stockTake.stockTakeId);
  const dirty = edits.size > 0 || pending.length > 0;

  const setValue = useCallback(
    (lineId: string, field: EditableField, value: number | null) =>
      setEdits((current) => new Map(current).set(lineId, { ...current.get(lineId), [field]: value })),
    [],
  );

  const rows = useMemo<Row[]>(() => {
    const all = [
      ...detail.lines.map((line) => ({ ...withEdit(line, edits.get(line.lineId)), isNew: false })),
      ...pending.map((item) => ({ ...withEdit(item.line, edits.get(item.key)), isNew: true })),
    ];
    const movements = new Map(stockMovement(all).map((movement) => [movement.lineId, movement]));
    return all.map((line) => ({ ...line, ...movements.get(line.lineId) }));
  }, [detail.lines, edits, pending]);
  const totals = sheetTotals(rows);
  const columns = useMemo(() => columnsOf(locked, setValue), [locked, setValue]);

  const submit = () =>
    save.mutate(saveBodyOf(detail.lines, edits, pending), {
      onSuccess: () => {
        setEdits(new Map());
        setPending([]);
        void showToast({ intent: 'success', message: 'Stock take saved' });
      },
      onError: showErrorToast,
    });
  const download = () =>
    downloadCsv(
      stockTakeCsv({ ...stockTake, venueTitle: detail.venueTitle }, detail.lines),
      stockTakeCsvFileName(stockTake),
    );

  return (
    <>
      <div className="stock-take__toolbar">
        <Tag intent={locked ? 'success' : 'none'} icon={locked ? 'lock' : 'unlock'} large minimal>
          {locked ? 'Locked' : 'Open'}
        </Tag>
        <Button
          intent="primary"
          icon="floppy-disk"
          text={stockTakeMessages.saveChanges}
          disabled={locked || !dirty}
          loading={save.isPending}
          onClick={submit}
        />
        <Button icon="add" text={stockTakeMessages.addProducts} disabled={locked} onClick={() => setDialog('add')} />
        <Button icon="download" text={stockTakeMessages.downloadCsv} onClick={download} />
        <Button
          icon="upload"
          text={stockTakeMessages.uploadCsv}
          disabled={locked || dirty}
          title={dirty ? 'Save changes before uploading a file' : undefined}
          onClick={() => setDialog('upload')}
        />
        <Button icon="shopping-cart" text="Suggested orders" onClick={() => setDialog('suggest')} />
        <LinkButton to={stockTakesRoute(venueId)} icon="arrow-left" text={stockTakeMessages.goBack} variant="minimal" />
      </div>
      {locked && (
        <Callout intent="primary" icon="lock" className="stock-take__note">
          This stock take is locked: its counts are final and its reports are ready. Unlock it from the list to change a
          count.
        </Callout>
      )}
      <p className="stock-take__note">
        Received counts deliveries from {periodText({ fromPeriod: detail.receivedFrom, toPeriod: stockTake.toPeriod })}:
        the receipted quantity, or the ordered one (marked{' '}
        <Tag minimal intent="warning">
          ordered
        </Tag>
        ) where the delivery is not receipted yet. Usage = previous + received − in stock − wastage.
      </p>
      {rows.length === 0 ? (
        <Card>
          <EmptyState
            icon="box"
            title="No products to count yet"
            description="Add the products you hold, or upload a CSV."
          />
        </Card>
      ) : (
        <DataGrid<Row>
          height="55vh"
          rowData={rows}
          columnDefs={columns}
          getRowId={({ data }) => data.lineId}
          singleClickEdit
          stopEditingWhenCellsLoseFocus
          rowHeight={52}
          className="stock-take__grid"
        />
      )}
      <UnsavedChangesPrompt unsaved={dirty} message={stockTakeMessages.unsavedChanges} />
      <div className="stock-take__totals" aria-live="polite">
        <span>
          {stockTakeMessages.totalStockValue}: <strong>{formatPence(totals.stockValue)}</strong>
        </span>
        <span>
          {stockTakeMessages.totalWastageValue}: <strong>{formatPence(totals.wastageValue)}</strong>
        </span>
      </div>
      {dialog === 'add' && (
        <AddStockProductsDialog
          venueId={venueId}
          counted={new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))}
          onAdd={(item) => setPending((current) => [...current, item])}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'upload' && (
        <UploadCsvDialog venueId={venueId} stockTakeId={stockTake.stockTakeId} onClose={() => setDialog(null)} />
      )}
      {dialog === 'suggest' && (
        <SuggestedOrdersDialog venueId={venueId} stockTakeId={stockTake.stockTakeId} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/** /v/{venueId}/stockTakes/{stockTakeId} (spec 02 §2.9): the count sheet, edited locally until Save changes. */
export function StockTakeDetailPage() {
  const { venueId = '', stockTakeId = '' } = useParams();
  const detail = useQuery(stockTakeQuery(venueId, stockTakeId));
  const title = detail.data ? `Stock take ${periodText(detail.data.stockTake)}` : 'Stock take';
  return (
    <>
      <PageHeading title={title} />
      {detail.isPending ? (
        <LoadingState label="Loading the stock take" />
      ) : detail.isError ? (
        <Card>
          <EmptyState
            icon="error"
            title={detail.error.message}
            description="Go back to the list to choose another stock take."
            action={<LinkButton to={stockTakesRoute(venueId)} text={stockTakeMessages.goBack} />}
          />
        </Card>
      ) : (
        <Sheet venueId={venueId} detail={detail.data} />
      )}
    </>
  );
}
