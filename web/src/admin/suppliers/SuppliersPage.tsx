import { Alert, Button, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import {
  type AdminSupplier,
  adminSupplierMessages,
  businessDateOf,
  formatPence,
  reindexedMessage,
  supplierVenueSuppliersCsvRows,
  toCsv,
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
import { PriceFileDialog } from '../../supplierPortal/products/PriceFileDialog';
import { adminSuppliersQuery, fetchSupplierVenueSuppliers, useDeleteSupplier, useRebuildSearchIndex } from './queries';
import { SupplierFormDialog } from './SupplierFormDialog';
import './suppliers.css';

function SearchIndexCell({ supplier }: { supplier: AdminSupplier }) {
  const rebuild = useRebuildSearchIndex();
  const { searchIndex } = supplier;
  return (
    <span className="admin-suppliers__index">
      {searchIndex.state === 'reindexed' && (
        <Tag minimal intent="success">
          {reindexedMessage(searchIndex.recordsUpserted)}
        </Tag>
      )}
      {searchIndex.state === 'failed' && (
        <Tag minimal intent="danger">
          {adminSupplierMessages.failedToRebuild}
        </Tag>
      )}
      <Button
        size="small"
        icon="refresh"
        text={searchIndex.state === 'notBuilt' ? adminSupplierMessages.rebuild : undefined}
        title={adminSupplierMessages.rebuild}
        aria-label={`${adminSupplierMessages.rebuild} ${supplier.title} search index`}
        loading={rebuild.isPending}
        onClick={() => rebuild.mutate(supplier.supplierId)}
      />
    </span>
  );
}

/** Spec 03 Admin Suppliers (title Suppliers): the platform's suppliers, their terms and search index. */
export function SuppliersPage() {
  const id = useId();
  const suppliers = useQuery(adminSuppliersQuery());
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<AdminSupplier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSupplier | null>(null);
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteSupplier();
  const rows = suppliers.data?.suppliers ?? [];
  const chosenSupplier = rows.find((supplier) => supplier.supplierId === chosen);

  const columns = useMemo<ColDef<AdminSupplier>[]>(
    () => [
      { headerName: 'Title', field: 'title', width: 150, tooltipField: 'title' },
      {
        headerName: 'Action',
        colId: 'action',
        width: 125,
        sortable: false,
        cellRenderer: ({ data }: ICellRendererParams<AdminSupplier>) =>
          data ? (
            <span className="admin-suppliers__actions">
              <Button size="small" text="Edit" onClick={() => setEditing(data)} />
              <Button size="small" intent="danger" variant="outlined" text="Delete" onClick={() => setDeleting(data)} />
            </span>
          ) : null,
      },
      { headerName: 'Second title', field: 'secondTitle', width: 110, tooltipField: 'secondTitle' },
      { headerName: 'Order e-mail', field: 'emailAddress', width: 180, tooltipField: 'emailAddress' },
      {
        headerName: 'Minimum order',
        field: 'minOrderValue',
        width: 115,
        valueFormatter: ({ value }) => formatPence(value as number),
      },
      {
        headerName: 'Delivery days',
        field: 'deliveryDays',
        width: 140,
        tooltipValueGetter: ({ value }) => (value as string[]).join(', '),
        valueFormatter: ({ value }) => (value as string[]).map((day) => day.slice(0, 3)).join(', '),
      },
      { headerName: 'Cut-off', field: 'cutOffTime', width: 75 },
      {
        headerName: 'Credit',
        field: 'allowsCreditPurchase',
        width: 115,
        cellDataType: false,
        cellRenderer: ({ value }: ICellRendererParams<AdminSupplier, boolean>) => (
          <Tag minimal intent={value ? 'success' : 'none'}>
            {value ? adminSupplierMessages.allowsCredit : adminSupplierMessages.payOnOrder}
          </Tag>
        ),
      },
      {
        headerName: 'Search index',
        colId: 'searchIndex',
        width: 230,
        sortable: false,
        cellRenderer: ({ data }: ICellRendererParams<AdminSupplier>) =>
          data ? <SearchIndexCell supplier={data} /> : null,
      },
    ],
    [],
  );

  const needsSupplier = () => {
    if (chosenSupplier) return false;
    void showToast({ intent: 'warning', message: adminSupplierMessages.chooseSupplierFirst });
    return true;
  };

  const exportVenueSuppliers = async () => {
    if (needsSupplier() || !chosenSupplier) return;
    setExporting(true);
    try {
      const { venueSuppliers } = await fetchSupplierVenueSuppliers(chosenSupplier.supplierId);
      downloadCsv(
        toCsv(supplierVenueSuppliersCsvRows(venueSuppliers)),
        `venue-suppliers-${chosenSupplier.title}-${businessDateOf(new Date())}.csv`,
      );
    } catch (error) {
      void showToast({ intent: 'danger', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="admin-suppliers">
      <PageHeading title="Suppliers" subtitle="Every supplier on the platform: terms, order e-mails and search." />
      <div className="admin-suppliers__toolbar">
        <FormGroup label="Supplier" labelFor={`${id}-supplier`}>
          <HTMLSelect id={`${id}-supplier`} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            <option value="">Choose a supplier</option>
            {rows.map((supplier) => (
              <option key={supplier.supplierId} value={supplier.supplierId}>
                {supplier.title}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="admin-suppliers__buttons">
          <Button
            icon="download"
            text="Export venue suppliers CSV"
            loading={exporting}
            onClick={() => void exportVenueSuppliers()}
          />
          <Button icon="upload" text="Upload products CSV" onClick={() => needsSupplier() || setUploading(true)} />
          <Button icon="add" intent="primary" text="Add supplier" onClick={() => setEditing('new')} />
        </div>
      </div>
      {suppliers.isPending ? (
        <LoadingState label="Loading suppliers" />
      ) : rows.length === 0 ? (
        <EmptyState icon="shop" title={adminSupplierMessages.noSuppliers} description="Add the first supplier." />
      ) : (
        <DataGrid<AdminSupplier> rowData={rows} columnDefs={columns} getRowId={({ data }) => data.supplierId} />
      )}
      {editing && <SupplierFormDialog supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {uploading && chosenSupplier && (
        <PriceFileDialog
          supplierId={chosenSupplier.supplierId}
          date={businessDateOf(new Date())}
          onClose={() => setUploading(false)}
        />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        cancelButtonText="No"
        confirmButtonText="Yes"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              void showToast({ intent: 'success', message: `${deleting.title} deleted` });
              setDeleting(null);
            },
            onError: showErrorToast,
          });
        }}
      >
        <p>{adminSupplierMessages.deleteConfirm}</p>
        {deleting && <p className="admin-suppliers__deleting">{deleting.title}</p>}
      </Alert>
    </div>
  );
}
