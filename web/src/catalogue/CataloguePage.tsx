import {
  type CatalogueColumns,
  type CatalogueList,
  type CatalogueRow,
  type CatalogueSearchField,
  type CatalogueSort,
  type CatalogueSortColumn,
  cataloguePageSizes,
  catalogueSearchFields,
  catalogueSearchTermMaxLength,
  catalogueSortColumns,
  defaultCatalogueSearchFields,
  defaultCatalogueSort,
  formatPence,
  withVat,
} from '@oms/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../identity/queries';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { PagedSourceGrid } from '../platform/grid/PagedSourceGrid';
import type { SourceRowsRequest, SourceSort } from '../platform/grid/pagedSourceGridProps';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { AddToBasketCell, type CatalogueGridContext } from './AddToBasketCell';
import { AddToYourProductsDialog } from './AddToYourProductsDialog';
import { CatalogueCardList } from './CatalogueCardList';
import { CatalogueOptionsButton } from './CatalogueOptionsButton';
import { CataloguePager } from './CataloguePager';
import { CatalogueSearchBar } from './CatalogueSearchBar';
import { AddToListCell, PriceChangeCell } from './catalogueCells';
import { PriceChangeSummary } from './PriceChangeSummary';
import {
  type CataloguePage as CataloguePageRange,
  type CatalogueSearch,
  catalogueQuery,
  catalogueSearchQuery,
  firstCataloguePage,
  useClearPriceNotification,
} from './queries';
import './catalogue.css';

/** Spec 01 §9: what the venue pays is OMSPrice, with VAT where the product carries it. */
const venuePrice = (product: CatalogueRow) => withVat(product.OMSPrice, product.hasVat);

const addToBasketColumn: ColDef<CatalogueRow> = {
  headerName: 'Add to basket',
  colId: 'addToBasket',
  cellRenderer: AddToBasketCell,
  sortable: false,
  // The quantity input and button handle their own keys; the grid must not treat typing as navigation.
  suppressKeyboardEvent: () => true,
};

const addToListColumn: ColDef<CatalogueRow> = {
  headerName: 'Your products',
  colId: 'addToList',
  cellRenderer: AddToListCell,
  sortable: false,
  suppressKeyboardEvent: () => true,
};

const priceChangeColumn: ColDef<CatalogueRow> = {
  headerName: 'Price change',
  colId: 'priceChange',
  cellRenderer: PriceChangeCell,
  sortable: false,
  suppressKeyboardEvent: () => true,
};

function wideColumns(columns: CatalogueColumns): ColDef<CatalogueRow>[] {
  return [
    { headerName: 'Title', field: 'title', flex: 2, minWidth: 200, filter: true },
    { headerName: 'SKU', field: 'sku', minWidth: 110, flex: 1, filter: true },
    { headerName: 'Supplier', field: 'supplierTitle', minWidth: 150, flex: 1, filter: true },
    { headerName: 'Size', field: 'size', minWidth: 90, flex: 1 },
    { headerName: 'UoM', field: 'UoM', minWidth: 80, width: 90 },
    ...(columns.gln ? [{ headerName: 'GLN', field: 'GLN', minWidth: 140, width: 150 } as ColDef<CatalogueRow>] : []),
    ...(columns.price
      ? [
          {
            headerName: 'Price',
            colId: 'price',
            valueGetter: ({ data }) => (data ? venuePrice(data) : null),
            valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
            type: 'rightAligned',
            minWidth: 100,
            width: 110,
          } as ColDef<CatalogueRow>,
        ]
      : []),
    { ...priceChangeColumn, minWidth: 120, width: 120 },
    { ...addToListColumn, minWidth: 130, width: 140 },
    { ...addToBasketColumn, minWidth: 230, width: 230 },
  ];
}

const sortColumnNames = new Set<string>(catalogueSortColumns);
const isSortColumn = (colId: string | undefined): colId is CatalogueSortColumn =>
  colId !== undefined && sortColumnNames.has(colId);

/**
 * The whole catalogue is sorted on the server (it can hold a million products): a column the
 * server sorts by offers ascending and descending, the others none; the search box is its filter.
 */
function browseColumns(columns: CatalogueColumns): ColDef<CatalogueRow>[] {
  return wideColumns(columns).map(({ filter: _filter, ...column }) =>
    isSortColumn(column.colId ?? column.field)
      ? { ...column, sortingOrder: ['asc', 'desc'] }
      : { ...column, sortable: false },
  );
}

function sortOf(params: URLSearchParams): CatalogueSort {
  const column = params.get('sort') ?? '';
  const direction = params.get('order');
  return {
    column: isSortColumn(column) ? column : defaultCatalogueSort.column,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaultCatalogueSort.direction,
  };
}

const catalogueSortOf = (sort: SourceSort | null): CatalogueSort =>
  sort && isSortColumn(sort.colId) ? { column: sort.colId, direction: sort.direction } : defaultCatalogueSort;

const searchFieldNames = new Set<string>(catalogueSearchFields);

function rangeOf(params: URLSearchParams): CataloguePageRange {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : firstCataloguePage.page,
    limit: (cataloguePageSizes as readonly number[]).includes(limit) ? limit : firstCataloguePage.limit,
  };
}

function searchOf(params: URLSearchParams): CatalogueSearch {
  // A hand-edited address may carry more than the catalogue takes: the term is cut, never an error page.
  const term = (params.get('q') ?? '').trim().slice(0, catalogueSearchTermMaxLength).trim();
  const fields = (params.get('fields') ?? '')
    .split(',')
    .filter((field): field is CatalogueSearchField => searchFieldNames.has(field));
  return { term, fields: fields.length > 0 ? fields : [...defaultCatalogueSearchFields] };
}

function withValues(current: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(values)) {
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function CataloguePage() {
  const { venueId = '' } = useParams();
  // Page and search live in the address: they survive a reload, a shared link and a change of layout.
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const search = searchOf(params);
  const sort = sortOf(params);
  const catalogue = useQuery(catalogueQuery(venueId, range, sort));
  const setRange = (next: CataloguePageRange) =>
    setParams((current) => withValues(current, { page: String(next.page), limit: String(next.limit) }));
  // A new order starts again at its first page; the default order keeps the address plain.
  const setSort = (next: CatalogueSort) => {
    const isDefault = next.column === defaultCatalogueSort.column && next.direction === defaultCatalogueSort.direction;
    if (next.column === sort.column && next.direction === sort.direction) return;
    setParams((current) =>
      withValues(current, {
        sort: isDefault ? '' : next.column,
        order: isDefault ? '' : next.direction,
        page: '',
      }),
    );
  };
  const queryClient = useQueryClient();
  // The grid asks for the rows of the page it shows in the order its headers show; the server sorts.
  const fetchPageRows = useCallback(
    async ({ startRow, endRow, sort: asked }: SourceRowsRequest) => {
      const page = await queryClient.ensureQueryData(
        catalogueQuery(venueId, { page: range.page, limit: range.limit }, catalogueSortOf(asked)),
      );
      return { rows: page.products.slice(startRow, endRow), rowCount: page.products.length };
    },
    [queryClient, venueId, range.page, range.limit],
  );
  const setSearch = (next: CatalogueSearch) =>
    setParams((current) => withValues(current, { q: next.term, fields: next.term ? next.fields.join(',') : '' }));
  const searched = useQuery(catalogueSearchQuery(venueId, search));
  const [addingToList, setAddingToList] = useState<CatalogueRow | null>(null);
  const clearPriceChange = useClearPriceNotification(venueId);
  const context = useMemo<CatalogueGridContext>(
    () => ({
      venueId,
      onAddToList: setAddingToList,
      onClearPriceChange: (product) =>
        clearPriceChange.mutate(product.productId, {
          onError: (error) => void showToast({ intent: 'danger', icon: 'error', message: error.message }),
        }),
    }),
    [venueId, clearPriceChange.mutate],
  );
  const isNarrow = useNarrowerThan('sm');
  const isSearching = search.term.length > 0;

  const isAdmin = useSession()?.account.roles.isAdmin === true;
  const heading = (
    <PageHeading
      title="Catalogue"
      actions={
        isAdmin && catalogue.data ? (
          <CatalogueOptionsButton venueId={venueId} options={catalogue.data.options} />
        ) : undefined
      }
    />
  );
  if (!catalogue.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading the catalogue" />
      </>
    );
  }
  const list: CatalogueList = catalogue.data;
  if (list.supplierCount === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="shop"
          title="No suppliers available"
          description="There are no suppliers available for your venue yet. Please contact support to get your suppliers set up."
        />
      </>
    );
  }
  if (list.total === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="box"
          title="No products"
          description="Your suppliers have no products in the catalogue yet."
        />
      </>
    );
  }

  const columns = isSearching && searched.data ? searched.data.columns : list.columns;
  return (
    <>
      {heading}
      <PriceChangeSummary analytics={list.analytics} />
      <CatalogueSearchBar
        initial={search}
        resultCount={isSearching ? (searched.data?.total ?? null) : null}
        hasFailed={isSearching && searched.isError}
        onSearch={setSearch}
      />
      {isSearching && searched.data?.total === 0 ? (
        <EmptyState
          icon="search"
          title="No products found"
          description={`No product matches “${search.term}”. Try another word, or search more fields.`}
        />
      ) : isNarrow ? (
        <CatalogueCardList
          products={isSearching ? (searched.data?.products ?? []) : list.products}
          context={context}
          priceOf={columns.price ? (product) => formatPence(venuePrice(product)) : null}
        />
      ) : isSearching ? (
        // At most a few hundred best matches, ranked: sorted in the page like any small list.
        <DataGrid<CatalogueRow>
          height="max(420px, calc(100vh - 330px))"
          rowData={searched.data?.products ?? []}
          columnDefs={wideColumns(columns)}
          context={context}
          getRowId={({ data }) => data.productId}
          rowHeight={48}
        />
      ) : (
        <PagedSourceGrid<CatalogueRow>
          height="max(420px, calc(100vh - 330px))"
          fetchRows={fetchPageRows}
          firstRows={list.products}
          blockSize={range.limit}
          sourceVersion={catalogue.dataUpdatedAt}
          sort={{ colId: sort.column, direction: sort.direction }}
          onSortChange={(next) => setSort(catalogueSortOf(next))}
          columnDefs={browseColumns(columns)}
          context={context}
          getRowId={({ data }) => data.productId}
          rowHeight={48}
        />
      )}
      {!isSearching && (
        <CataloguePager page={range} total={list.total} isFetching={catalogue.isFetching} onChange={setRange} />
      )}
      <AddToYourProductsDialog venueId={venueId} product={addingToList} onClose={() => setAddingToList(null)} />
    </>
  );
}
