import { Alert, Button, FormGroup, HTMLSelect, InputGroup, NonIdealState, Tag, Tooltip } from '@blueprintjs/core';
import {
  businessDateOf,
  defaultSupplierProductPageSize,
  formatPence,
  priceChangeWindowDays,
  type SupplierProductRow,
  supplierProductMessages,
  supplierProductPageSizes,
  supplierProductsCsv,
  supplierProductsFileName,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useId, useMemo, useState } from 'react';
import { useSession } from '../../identity/queries';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { DataGrid } from '../../platform/DataGrid';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { showErrorToast, showToast } from '../../platform/toaster';
import { useSupplierId } from '../useSupplierId';
import { AllergensDialog } from './AllergensDialog';
import { PriceFileDialog } from './PriceFileDialog';
import { ProductDialog } from './ProductDialog';
import { fetchProductsExport, supplierProductsQuery, useDeleteProduct } from './queries';
import './supplierProducts.css';

const DAY_MS = 86_400_000;

function PriceCell({ product }: { product: SupplierProductRow }) {
  const recent =
    product.priceChangedAt !== null &&
    product.previousOMSPrice !== null &&
    Date.now() - Date.parse(product.priceChangedAt) < priceChangeWindowDays * DAY_MS;
  const down = recent && (product.previousOMSPrice ?? 0) > product.OMSPrice;
  return (
    <span className="supplier-products__price">
      {formatPence(product.OMSPrice)}
      {recent && (
        <Tag minimal intent={down ? 'success' : 'danger'} title={`Was ${formatPence(product.previousOMSPrice ?? 0)}`}>
          {down ? '▼' : '▲'}
        </Tag>
      )}
    </span>
  );
}

/** The supplier portal's Products: the signed-in supplier admin's own supplier, preselected. */
export function SupplierProductsPage() {
  return <ProductsScreen supplierId={useSupplierId()} />;
}

/** A supplier the admin's picker offers. */
export interface SupplierChoice {
  supplierId: string;
  title: string;
}

/**
 * Spec 03 Supplier Products, shared by the supplier portal and Admin Products: with `choices` the
 * supplier picker is open (admins pick any supplier), without it the page is the supplier's own.
 */
export function ProductsScreen({
  supplierId,
  choices,
  onSupplierChange,
  subtitle = 'Your price file: what your customers see and order from.',
}: {
  supplierId: string;
  choices?: readonly SupplierChoice[];
  onSupplierChange?: (supplierId: string) => void;
  subtitle?: string;
}) {
  const id = useId();
  const session = useSession();
  const today = businessDateOf(new Date());
  const [date, setDate] = useState(today);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(defaultSupplierProductPageSize);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<SupplierProductRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SupplierProductRow | null>(null);
  const [allergensOf, setAllergensOf] = useState<SupplierProductRow | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const products = useQuery({ ...supplierProductsQuery(supplierId, page, limit, term), enabled: supplierId !== '' });
  const remove = useDeleteProduct(supplierId);
  const supplierTitle = products.data?.supplierTitle ?? '';

  const columns = useMemo<ColDef<SupplierProductRow>[]>(
    () => [
      { headerName: 'Title', field: 'title', minWidth: 180, flex: 1, tooltipField: 'title' },
      { headerName: 'SKU', field: 'sku', width: 105 },
      { headerName: 'Size', field: 'size', width: 90 },
      { headerName: 'Type', field: 'type', width: 95 },
      { headerName: 'UoM', field: 'UoM', width: 70 },
      {
        headerName: 'Customer price',
        field: 'price',
        width: 135,
        valueFormatter: ({ value }) => formatPence(value as number),
      },
      {
        headerName: 'OMSPrice',
        field: 'OMSPrice',
        width: 125,
        cellRenderer: ({ data }: ICellRendererParams<SupplierProductRow>) =>
          data ? <PriceCell product={data} /> : null,
      },
      {
        headerName: 'VAT',
        field: 'hasVat',
        width: 65,
        cellDataType: false,
        valueFormatter: ({ value }) => (value ? 'Yes' : 'No'),
      },
      {
        headerName: 'Action',
        colId: 'action',
        width: 180,
        sortable: false,
        cellRenderer: ({ data }: ICellRendererParams<SupplierProductRow>) =>
          data ? (
            <span className="supplier-products__actions">
              <Button size="small" text="Edit" onClick={() => setEditing(data)} />
              <Tooltip content="Allergens" placement="top">
                <Button
                  size="small"
                  icon="warning-sign"
                  aria-label={`Allergens of ${data.title}`}
                  onClick={() => setAllergensOf(data)}
                />
              </Tooltip>
              <Button size="small" intent="danger" variant="outlined" text="Delete" onClick={() => setDeleting(data)} />
            </span>
          ) : null,
      },
    ],
    [],
  );

  if (!session) return null;
  const total = products.data?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);

  const download = async () => {
    setDownloading(true);
    try {
      const exported = await fetchProductsExport(supplierId);
      downloadCsv(
        supplierProductsCsv(exported.supplierTitle, exported.products),
        supplierProductsFileName(exported.supplierTitle, date),
      );
    } catch (error) {
      void showToast({ intent: 'danger', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="supplier-products">
      <PageHeading title="Products" subtitle={subtitle} />
      <div className="supplier-products__toolbar">
        <FormGroup label="Supplier" labelFor={`${id}-supplier`}>
          {choices ? (
            <HTMLSelect
              id={`${id}-supplier`}
              value={supplierId}
              onChange={(event) => {
                setPage(1);
                onSupplierChange?.(event.currentTarget.value);
              }}
            >
              {choices.map((choice) => (
                <option key={choice.supplierId} value={choice.supplierId}>
                  {choice.title}
                </option>
              ))}
            </HTMLSelect>
          ) : (
            <HTMLSelect id={`${id}-supplier`} value={supplierId} disabled>
              <option value={supplierId}>{supplierTitle || '…'}</option>
            </HTMLSelect>
          )}
        </FormGroup>
        <FormGroup label="Price file date" labelFor={`${id}-date`}>
          <BusinessDateInput
            id={`${id}-date`}
            value={date}
            maxDate={today}
            onChange={(chosen) => setDate(chosen ?? today)}
          />
        </FormGroup>
        <div className="supplier-products__buttons">
          <Button icon="download" text="Download CSV" loading={downloading} onClick={() => void download()} />
          <Button icon="add" intent="primary" text="Add product" onClick={() => setEditing('new')} />
          <Button icon="upload" text="Upload CSV" onClick={() => setUploading(true)} />
        </div>
      </div>
      <form
        className="supplier-products__search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setTerm(typed.trim());
        }}
      >
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label="Search products"
          placeholder="Search by title, SKU or type"
          value={typed}
          onValueChange={(value) => {
            setTyped(value);
            if (value === '') {
              setPage(1);
              setTerm('');
            }
          }}
        />
        <Button type="submit" text="Search" />
      </form>
      {products.isPending ? (
        <LoadingState label="Loading products" />
      ) : products.isError ? (
        <NonIdealState icon="error" title="Products could not be loaded" description={products.error.message} />
      ) : total === 0 ? (
        <NonIdealState
          icon="box"
          title={supplierProductMessages.noProducts}
          description={term ? `Nothing matches “${term}”.` : 'Add a product or upload your price file.'}
        />
      ) : (
        <DataGrid<SupplierProductRow>
          rowData={products.data.products}
          columnDefs={columns}
          getRowId={({ data }) => data.productId}
          height="calc(100vh - 330px)"
        />
      )}
      <div className="supplier-products__pager">
        <span>
          {first}–{last} of {total}
        </span>
        <Button icon="chevron-left" aria-label="Previous page" disabled={page <= 1} onClick={() => setPage(page - 1)} />
        <Button
          icon="chevron-right"
          aria-label="Next page"
          disabled={last >= total}
          onClick={() => setPage(page + 1)}
        />
        <HTMLSelect
          aria-label="Products per page"
          value={limit}
          onChange={(event) => {
            setLimit(Number(event.currentTarget.value));
            setPage(1);
          }}
          options={supplierProductPageSizes.map((size) => ({ value: size, label: `${size} / page` }))}
        />
      </div>
      {editing && (
        <ProductDialog
          supplierId={supplierId}
          supplierTitle={supplierTitle}
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {allergensOf && (
        <AllergensDialog supplierId={supplierId} product={allergensOf} onClose={() => setAllergensOf(null)} />
      )}
      {uploading && <PriceFileDialog supplierId={supplierId} date={date} onClose={() => setUploading(false)} />}
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
          remove.mutate(deleting.productId, {
            onSuccess: () => {
              void showToast({ intent: 'success', message: `${deleting.title} deleted` });
              setDeleting(null);
            },
            onError: showErrorToast,
          });
        }}
      >
        <p>{supplierProductMessages.deleteConfirm}</p>
        {deleting && <p className="supplier-products__deleting">{deleting.title}</p>}
      </Alert>
    </div>
  );
}
