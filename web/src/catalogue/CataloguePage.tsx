import { type CatalogueProduct, formatPence, withVat } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { AddToBasketCell, type CatalogueGridContext } from './AddToBasketCell';
import { CatalogueSearchBar } from './CatalogueSearchBar';
import { type CatalogueSearch, catalogueQuery, catalogueSearchQuery } from './queries';

/** Spec 01 §9: what the venue pays is OMSPrice, with VAT where the product carries it. */
const venuePrice = (product: CatalogueProduct) => withVat(product.OMSPrice, product.hasVat);

const addToBasketColumn: ColDef<CatalogueProduct> = {
  headerName: 'Add to basket',
  colId: 'addToBasket',
  cellRenderer: AddToBasketCell,
  sortable: false,
  // The quantity input and button handle their own keys; the grid must not treat typing as navigation.
  suppressKeyboardEvent: () => true,
};

const wideColumns: ColDef<CatalogueProduct>[] = [
  { headerName: 'Title', field: 'title', flex: 2, minWidth: 200, filter: true },
  { headerName: 'SKU', field: 'sku', minWidth: 110, flex: 1, filter: true },
  { headerName: 'Supplier', field: 'supplierTitle', minWidth: 150, flex: 1, filter: true },
  { headerName: 'Size', field: 'size', minWidth: 90, flex: 1 },
  { headerName: 'UoM', field: 'UoM', minWidth: 80, width: 90 },
  {
    headerName: 'Price',
    colId: 'price',
    valueGetter: ({ data }) => (data ? venuePrice(data) : null),
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
    type: 'rightAligned',
    minWidth: 100,
    width: 110,
  },
  { ...addToBasketColumn, minWidth: 230, width: 230 },
];

const narrowColumns: ColDef<CatalogueProduct>[] = [
  {
    headerName: 'Title',
    field: 'title',
    flex: 1,
    minWidth: 100,
    filter: true,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (product) => `${formatPence(venuePrice(product))} · ${product.size} · ${product.supplierTitle}`,
    } satisfies TitleWithDetailsParams<CatalogueProduct>,
  },
  { ...addToBasketColumn, width: 176 },
];

export function CataloguePage() {
  const { venueId = '' } = useParams();
  const catalogue = useQuery(catalogueQuery(venueId));
  const context = useMemo<CatalogueGridContext>(() => ({ venueId }), [venueId]);
  const isNarrow = useNarrowerThan('sm');
  const [search, setSearch] = useState<CatalogueSearch>({ term: '', fields: [] });
  const searched = useQuery(catalogueSearchQuery(venueId, search));
  const isSearching = search.term.length > 0;

  const heading = <PageHeading title="Catalogue" />;
  if (!catalogue.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading the catalogue" />
      </>
    );
  }
  if (catalogue.data.products.length === 0) {
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

  return (
    <>
      {heading}
      <CatalogueSearchBar resultCount={isSearching ? (searched.data?.total ?? null) : null} onSearch={setSearch} />
      <DataGrid<CatalogueProduct>
        // Phones scroll the page rather than a box inside it.
        height={isNarrow ? undefined : 'max(420px, calc(100vh - 260px))'}
        rowData={isSearching ? (searched.data?.products ?? []) : catalogue.data.products}
        columnDefs={isNarrow ? narrowColumns : wideColumns}
        context={context}
        getRowId={({ data }) => data.productId}
        rowHeight={isNarrow ? 60 : 48}
      />
    </>
  );
}
