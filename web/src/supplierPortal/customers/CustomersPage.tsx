import { Alert, Button, Callout, InputGroup, Tag } from '@blueprintjs/core';
import {
  CUSTOMER_DEFAULT_PAGE_SIZE,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type CustomerView,
  customerMessages,
  customerPageSizes,
  formatPence,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useId, useMemo, useState } from 'react';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { DataGrid } from '../../platform/DataGrid';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { showErrorToast, showToast } from '../../platform/toaster';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { ChatDialog } from '../../support/chat/ChatDialog';
import { formatDeliveryDayRuns } from '../deliveryDayRuns';
import { useDebouncedValue } from '../useDebouncedValue';
import { useSupplierId } from '../useSupplierId';
import { VenueLogo } from '../VenueLogo';
import { CustomerFormDialog } from './CustomerFormDialog';
import { CustomersCsvDialog } from './CustomersCsvDialog';
import { customerListQuery, useDeleteCustomer } from './customerQueries';
import { customerTemplateCsv, customerTemplateFileName } from './customersCsvFile';
import './customers.css';

interface GridContext {
  onEdit: (customer: CustomerView) => void;
  onDelete: (customer: CustomerView) => void;
  onMessage: (customer: CustomerView) => void;
}
type Cell = ICellRendererParams<CustomerView, unknown, GridContext>;

const dayText = (customer: CustomerView) => formatDeliveryDayRuns(customer.deliveryDays);
const addressText = (customer: CustomerView) =>
  [customer.addressLine1, customer.addressLine2, customer.addressCity, customer.addressPostCode]
    .filter(Boolean)
    .join(', ');

function LogoCell({ data }: Cell) {
  return data ? <VenueLogo title={data.venueTitle} logo={data.logo} /> : null;
}

/** Two lines at most, the whole text on hover: rows keep one height, so the grid never clips its last row. */
function ClampedCell({ value }: Cell) {
  const text = typeof value === 'string' ? value : '';
  return (
    <span className="customers__clamped" title={text}>
      {text}
    </span>
  );
}

function MessageCell({ data, context }: Cell) {
  if (!data) return null;
  return (
    <Button
      variant="minimal"
      icon="chat"
      aria-label={`Message ${data.venueTitle}`}
      title="Message"
      onClick={() => context.onMessage(data)}
    />
  );
}

function ActionCell({ data, context }: Cell) {
  if (!data) return null;
  return (
    <div className="customers__actions">
      <Button
        size="small"
        variant="outlined"
        icon="edit"
        aria-label="Edit"
        title={`Edit ${data.venueTitle}`}
        onClick={() => context.onEdit(data)}
      />
      <Button
        size="small"
        variant="outlined"
        intent="danger"
        icon="trash"
        aria-label="Delete"
        title={`Delete ${data.venueTitle}`}
        onClick={() => context.onDelete(data)}
      />
    </div>
  );
}

const money = ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : '');

const columns: ColDef<CustomerView>[] = [
  { headerName: 'Logo', colId: 'logo', cellRenderer: LogoCell, width: 66, sortable: false, wrapHeaderText: false },
  { headerName: 'Venue name', field: 'venueTitle', cellRenderer: ClampedCell, minWidth: 110, flex: 1.2 },
  { headerName: 'Account Number', field: 'accountNumber', width: 90 },
  {
    headerName: 'Address',
    colId: 'address',
    valueGetter: ({ data }) => (data ? addressText(data) : ''),
    cellRenderer: ClampedCell,
    minWidth: 130,
    flex: 2,
  },
  {
    headerName: 'Delivery Days',
    colId: 'deliveryDays',
    valueGetter: ({ data }) => (data ? dayText(data) : ''),
    cellRenderer: ClampedCell,
    width: 92,
    sortable: false,
  },
  { headerName: 'Minimum Order', field: 'minimumOrder', valueFormatter: money, type: 'rightAligned', width: 96 },
  { headerName: 'Delivery Free', field: 'deliveryFee', valueFormatter: money, type: 'rightAligned', width: 90 },
  { headerName: 'Order Cut Off', field: 'orderCutOffTime', width: 80 },
  {
    headerName: 'Price File',
    colId: 'priceFile',
    valueGetter: ({ data }) =>
      data ? [data.priceFile.title, data.priceFile.secondTitle].filter(Boolean).join(' ') : '',
    cellRenderer: ClampedCell,
    width: 84,
  },
  { headerName: 'Message', colId: 'message', cellRenderer: MessageCell, width: 92, sortable: false },
  { headerName: 'Action', colId: 'action', cellRenderer: ActionCell, width: 100, sortable: false },
];

/** On a phone the venue's name stays in view while the row scrolls sideways. */
const narrowColumns = columns.map((column) =>
  column.field === 'venueTitle'
    ? { ...column, pinned: 'left' as const, minWidth: 120, flex: undefined, width: 120 }
    : column,
);

/** Spec 03 §2 Customers: the venues this supplier supplies, on what terms, added by hand or by CSV. */
export function CustomersPage() {
  const supplierId = useSupplierId();
  const isNarrow = useNarrowerThan('sm');
  const [search, setSearch] = useState('');
  const [searchProblem, setSearchProblem] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const list = useQuery(customerListQuery(supplierId, term));
  const [editing, setEditing] = useState<CustomerView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomerView | null>(null);
  const [messaging, setMessaging] = useState<CustomerView | null>(null);
  const [isCsvOpen, setCsvOpen] = useState(false);
  const remove = useDeleteCustomer(supplierId);
  const deleteQuestionId = useId();
  const context = useMemo<GridContext>(
    () => ({ onEdit: setEditing, onDelete: setDeleting, onMessage: setMessaging }),
    [],
  );

  const submitSearch = () => setSearchProblem(search.trim() === '' ? customerMessages.emptySearch : null);

  return (
    <div className="customers">
      <PageHeading
        title="Customers"
        subtitle="The venues you supply, with their account and delivery terms. Changes show on the venue's side at once."
        actions={
          <div className="customers__buttons">
            <Button
              icon="download"
              text="Download CSV Template"
              onClick={() => downloadCsv(customerTemplateCsv(), customerTemplateFileName)}
            />
            <Button icon="upload" text="Add Customers Via CSV" onClick={() => setCsvOpen(true)} />
            <Button intent="primary" icon="new-person" text="Add Customer Manually" onClick={() => setEditing('new')} />
          </div>
        }
      />
      <div className="customers__toolbar">
        <form
          aria-label="Search customers"
          className="customers__search"
          onSubmit={(event) => {
            event.preventDefault();
            submitSearch();
          }}
        >
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Search by venue name"
            aria-label="Search customers by venue name"
            value={search}
            onValueChange={(value) => {
              setSearch(value);
              if (value.trim()) setSearchProblem(null);
            }}
            rightElement={<Button variant="minimal" icon="arrow-right" aria-label="Search" type="submit" />}
          />
          {searchProblem && (
            <p className="customers__search-problem" role="alert">
              {searchProblem}
            </p>
          )}
        </form>
        <Tag large minimal intent="success" icon="people" className="customers__active">
          Active Customers: {list.data?.activeCount ?? '…'}
        </Tag>
      </div>
      {list.isError && !list.data ? (
        <Callout intent="danger">{customerMessages.searchFailed}</Callout>
      ) : !list.data ? (
        <LoadingState label="Loading your customers" />
      ) : list.data.customers.length === 0 ? (
        <EmptyState
          icon="people"
          title={term ? 'No customer matches that name' : 'No customers yet'}
          description={term ? 'Try another venue name.' : 'Add your customers by hand or from a CSV file.'}
        />
      ) : (
        <DataGrid<CustomerView>
          rowData={list.data.customers}
          columnDefs={isNarrow ? narrowColumns : columns}
          context={context}
          getRowId={({ data }) => data.venueId}
          rowHeight={60}
          defaultColDef={{ wrapHeaderText: true, autoHeaderHeight: true }}
          pagination
          paginationPageSize={CUSTOMER_DEFAULT_PAGE_SIZE}
          paginationPageSizeSelector={[...customerPageSizes]}
        />
      )}
      {editing && list.data && (
        <CustomerFormDialog
          supplierId={supplierId}
          priceFiles={list.data.priceFiles}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {isCsvOpen && <CustomersCsvDialog supplierId={supplierId} onClose={() => setCsvOpen(false)} />}
      {messaging && <ChatDialog venueId={messaging.venueId} isOpen onClose={() => setMessaging(null)} />}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Yes"
        cancelButtonText="No"
        loading={remove.isPending}
        aria-labelledby={deleteQuestionId}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.venueId, {
            onSuccess: () => {
              void showToast({ intent: 'success', message: `${deleting.venueTitle} is no longer your customer` });
              setDeleting(null);
            },
            onError: showErrorToast,
          });
        }}
      >
        <p id={deleteQuestionId}>{customerMessages.deleteConfirm}</p>
      </Alert>
    </div>
  );
}
