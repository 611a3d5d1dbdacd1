import { Alert, Button, Callout, FileInput, FormGroup, H2, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import {
  type ShoppingList,
  toCsv,
  uploadErrors,
  type VenueProductsCsvResult,
  type VenueProductsCsvRow,
  venueProductsCsvHeadings,
  venueProductsCsvMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { ApiError } from '../../platform/apiError';
import { showErrorToast, showToast } from '../../platform/toaster';
import { shoppingListQuery } from '../../shoppingLists/queries';
import { venueListQuery } from '../../venues/queries';
import './venueProducts.css';
import { useClearVenueProducts, useDeleteVenueProduct, useImportVenueProducts } from './queries';

/** Spec 03 §8's admin alerts for a missing file and one the server could not read as CSV. */
const notParsed = uploadErrors.unparsableCsv.message;
const chooseFile = uploadErrors.noCsvFile.message;

const templateCsv = () => toCsv([[...venueProductsCsvHeadings], ['FDX10000', 'Kitchen', 2], ['Lemons', 'Back Bar', 1]]);

function RowsList({ title, rows, withReason }: { title: string; rows: VenueProductsCsvRow[]; withReason?: boolean }) {
  return (
    <section className="venue-products__list" aria-label={title}>
      <h3 className="bp6-heading venue-products__list-title">
        {title} ({rows.length})
      </h3>
      {rows.length > 0 && (
        <HTMLTable compact striped className="venue-products__table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Zone</th>
              <th scope="col">Default quantity</th>
              {withReason && <th scope="col">Why</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file may repeat a row; its place is its identity
              <tr key={index}>
                <td>{row.product}</td>
                <td>{row.zone}</td>
                <td>{row.defaultQuantity}</td>
                {withReason && <td>{row.reason}</td>}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

function CurrentProducts({ list, onDelete }: { list: ShoppingList; onDelete: (productId: string) => void }) {
  if (list.products.length === 0) return <p className="venue-products__empty">This venue has no products yet.</p>;
  return (
    <>
      <h3 className="bp6-heading venue-products__list-title">On the venue's list ({list.products.length})</h3>
      <HTMLTable compact striped className="venue-products__table" aria-label="Venue products">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Supplier</th>
            <th scope="col">Zone</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {list.products.map((product) => (
            <tr key={product.venueProductId}>
              <td>
                {product.title}
                {product.sku && ` (${product.sku})`}
              </td>
              <td>{product.supplierTitle}</td>
              <td>{product.zone}</td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  aria-label={`Delete ${product.title}`}
                  onClick={() => onDelete(product.venueProductId)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/** Spec 03 §6, §7: upload a venue's own products from CSV, clear them all, delete one. */
export function VenueProductsSection() {
  const venues = useQuery(venueListQuery());
  const [venueId, setVenueId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<VenueProductsCsvResult | null>(null);
  const [clearing, setClearing] = useState(false);
  const list = useQuery({ ...shoppingListQuery(venueId), enabled: venueId !== '' });
  const importing = useImportVenueProducts(venueId);
  const clear = useClearVenueProducts(venueId);
  const remove = useDeleteVenueProduct(venueId);
  const selectId = useId();

  const upload = () => {
    if (!venueId) return setProblem(venueProductsCsvMessages.chooseVenue);
    if (!file) return setProblem(chooseFile);
    setProblem(null);
    importing.mutate(file, {
      onSuccess: setResult,
      onError: (error) => {
        setProblem(error instanceof ApiError && error.status === 415 ? notParsed : error.message);
      },
    });
  };

  return (
    <section className="venue-products" aria-labelledby={`${selectId}-title`}>
      <H2 id={`${selectId}-title`} className="venue-products__title">
        Venue products
      </H2>
      <p className="bp6-text-muted">
        A venue's own product list: upload a CSV with the columns product (SKU or title), zone and defaultQuantity.
      </p>
      <div className="venue-products__controls">
        <FormGroup label="Venue" labelFor={selectId} className="venue-products__venue">
          <HTMLSelect
            id={selectId}
            fill
            value={venueId}
            onChange={(event) => {
              setVenueId(event.currentTarget.value);
              setResult(null);
              setProblem(null);
            }}
            options={[
              { value: '', label: 'Choose a venue' },
              ...(venues.data?.venues ?? []).map((venue) => ({ value: venue.venueId, label: venue.title })),
            ]}
          />
        </FormGroup>
        <FileInput
          className="venue-products__file"
          text={file?.name ?? 'Choose a CSV file...'}
          buttonText="Browse"
          inputProps={{ accept: '.csv,text/csv', 'aria-label': 'Venue products CSV file' }}
          onInputChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <Button icon="upload" intent="primary" loading={importing.isPending} onClick={upload}>
          Upload venue products
        </Button>
        <Button icon="download" variant="outlined" onClick={() => downloadCsv(templateCsv(), 'venue-products.csv')}>
          Download template
        </Button>
        <Button
          icon="trash"
          intent="danger"
          variant="outlined"
          onClick={() => (venueId ? setClearing(true) : setProblem(venueProductsCsvMessages.chooseVenue))}
        >
          Clear all products
        </Button>
      </div>
      {problem && (
        <Callout intent="danger" className="venue-products__problem">
          {problem}
        </Callout>
      )}
      {result && (
        <div className="venue-products__result">
          <RowsList title="Added" rows={result.added} />
          <RowsList title="Already on the list (exists)" rows={result.exists} />
          <RowsList title="Not added (error)" rows={result.error} withReason />
        </div>
      )}
      {venueId && list.data && (
        <CurrentProducts
          list={list.data}
          onDelete={(productId) =>
            remove.mutate(productId, {
              onError: showErrorToast,
            })
          }
        />
      )}
      <Alert
        isOpen={clearing}
        intent="danger"
        icon="trash"
        cancelButtonText="No"
        confirmButtonText="Yes"
        loading={clear.isPending}
        onCancel={() => setClearing(false)}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              void showToast({ intent: 'success', message: venueProductsCsvMessages.cleared });
              setClearing(false);
              setResult(null);
            },
            onError: showErrorToast,
          })
        }
      >
        <p>{venueProductsCsvMessages.clearConfirm}</p>
      </Alert>
    </section>
  );
}
