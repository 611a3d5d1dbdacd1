import { Alert, Button, Card, Checkbox, ControlGroup, InputGroup } from '@blueprintjs/core';
import {
  type CreditNote,
  creditNotesCsv,
  formatOrderDate,
  formatPence,
  formatQuantity,
  receiptingPageSizes,
  receiptingWords,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { downloadCsv } from '../ordering/checklist/checklistCsv';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { Pager } from '../platform/Pager';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { showErrorToast, showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { allCreditNotes, creditNotesQuery, useResolveCreditNote } from './queries';
import './receipting.css';

const pounds = ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : '');

const columns: ColDef<CreditNote>[] = [
  { headerName: 'PO Number', field: 'poNumber', minWidth: 130, flex: 1 },
  { headerName: 'Supplier', field: 'supplierTitle', minWidth: 130, flex: 1 },
  {
    headerName: 'Product',
    field: 'title',
    minWidth: 200,
    flex: 2,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: { details: (note) => note.sku } satisfies TitleWithDetailsParams<CreditNote>,
  },
  { headerName: 'Error', field: 'error', minWidth: 110, flex: 1 },
  {
    headerName: 'Ordered',
    field: 'orderedDate',
    valueFormatter: ({ value }) => (value ? formatOrderDate(value) : ''),
    minWidth: 110,
  },
  { headerName: 'Price', field: 'price', valueFormatter: pounds, type: 'rightAligned', minWidth: 90 },
  {
    headerName: 'Quantity',
    colId: 'quantity',
    valueGetter: ({ data }) =>
      data ? `${formatQuantity(data.quantity)} → ${formatQuantity(data.updatedQuantity)}` : '',
    type: 'rightAligned',
    minWidth: 100,
  },
  { headerName: 'Credit due', field: 'creditPence', valueFormatter: pounds, type: 'rightAligned', minWidth: 110 },
];

const narrowColumns: ColDef<CreditNote>[] = [
  {
    headerName: 'Product',
    field: 'title',
    flex: 1,
    minWidth: 160,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (note) => `PO ${note.poNumber} · ${note.supplierTitle} · ${note.error}`,
    } satisfies TitleWithDetailsParams<CreditNote>,
  },
  { headerName: 'Credit due', field: 'creditPence', valueFormatter: pounds, type: 'rightAligned', width: 100 },
];

/** Spec 02 §2.7: credit owed by suppliers for approved changes; 'creditnotes' unresolved, 'resolvednotes' read-only. */
export function CreditNotesPage({ resolved }: { resolved: boolean }) {
  const { venueId = '' } = useParams();
  const [term, setTerm] = useState('');
  const [po, setPo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [resolving, setResolving] = useState<CreditNote | null>(null);
  const filters = { resolved, po, page, limit };
  const notes = useQuery(creditNotesQuery(venueId, filters));
  const resolve = useResolveCreditNote(venueId);
  const isNarrow = useNarrowerThan('md');
  const total = notes.data?.total ?? 0;

  const resolveColumn: ColDef<CreditNote> = {
    headerName: 'Resolved',
    colId: 'resolved',
    width: 100,
    sortable: false,
    cellRenderer: ({ data }: { data?: CreditNote }) =>
      data ? (
        <Checkbox
          aria-label={`Resolved: ${data.title}, PO ${data.poNumber}`}
          checked={false}
          onChange={() => setResolving(data)}
          className="credit-notes__resolve"
        />
      ) : null,
  };
  const shownColumns = [...(isNarrow ? narrowColumns : columns), ...(resolved ? [] : [resolveColumn])];

  return (
    <>
      <PageHeading
        title={resolved ? 'Resolved notes' : 'Credit notes'}
        subtitle={
          resolved
            ? 'Credit notes you have marked as resolved.'
            : 'Credit owed by your suppliers for changes they approved. Mark each one resolved once the credit arrives.'
        }
        actions={
          <Button
            icon="download"
            text="Download CSV"
            disabled={total === 0}
            onClick={() =>
              void allCreditNotes(venueId, { resolved, po })
                .then((all) => downloadCsv(creditNotesCsv(all), receiptingWords.creditNotesFile))
                .catch(showErrorToast)
            }
          />
        }
      />
      <form
        className="credit-notes__search"
        onSubmit={(event) => {
          event.preventDefault();
          setPo(term.trim());
          setPage(1);
        }}
      >
        <ControlGroup>
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="PO number"
            aria-label="Search by PO number"
            value={term}
            onValueChange={(value) => {
              setTerm(value);
              if (value.trim() === '' && po) setPo('');
            }}
          />
          <Button type="submit" text="Search" disabled={term.trim() === ''} />
        </ControlGroup>
        {!resolved && notes.data && (
          <span className="credit-notes__outstanding">Credit due: {formatPence(notes.data.outstandingPence)}</span>
        )}
      </form>
      {notes.isPending ? (
        <LoadingState label="Loading credit notes" />
      ) : total === 0 ? (
        <Card>
          <EmptyState
            icon="bank-account"
            title={po ? `No credit notes for PO ${po}` : resolved ? 'No resolved credit notes' : 'No credit due'}
            description="Changes a supplier approves on a delivery become credit notes here."
          />
        </Card>
      ) : (
        <>
          <DataGrid<CreditNote>
            rowData={notes.data?.creditNotes ?? []}
            columnDefs={shownColumns}
            rowHeight={60}
            getRowId={({ data }) => data.id}
          />
          <Pager
            page={page}
            pageSize={limit}
            total={total}
            onPage={setPage}
            sizes={{
              options: receiptingPageSizes,
              label: 'Credit notes per page',
              onChange: (size) => {
                setLimit(size);
                setPage(1);
              },
            }}
          />
        </>
      )}
      <Alert
        isOpen={resolving !== null}
        intent="primary"
        cancelButtonText="No"
        confirmButtonText="Yes"
        onCancel={() => setResolving(null)}
        onConfirm={() => {
          const note = resolving;
          setResolving(null);
          if (!note) return;
          resolve.mutate(note.id, {
            onSuccess: ({ message }) => void showToast({ intent: 'success', message }),
            onError: showErrorToast,
          });
        }}
      >
        {receiptingWords.creditResolveConfirm}
      </Alert>
    </>
  );
}

export const UnresolvedCreditNotesPage = () => <CreditNotesPage resolved={false} />;
export const ResolvedCreditNotesPage = () => <CreditNotesPage resolved />;
