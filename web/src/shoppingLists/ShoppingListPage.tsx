import { Alert, Button, Switch } from '@blueprintjs/core';
import {
  formatPence,
  shoppingListMessages,
  shoppingListPageSize,
  shoppingListPageSizes,
  type VenueProduct,
  withVat,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { AddProductDialog } from './AddProductDialog';
import { CustomProductDialog } from './CustomProductDialog';
import { EditVenueProductDialog } from './EditVenueProductDialog';
import { shoppingListQuery, useRemoveVenueProduct, useSetFavourite } from './queries';
import { ShoppingListCardList } from './ShoppingListCardList';
import { ActionsCell, BasketCell, FavouriteCell, type ShoppingListGridContext } from './shoppingListCells';
import './shoppingList.css';

const failed = (error: Error) => void showToast({ intent: 'danger', icon: 'error', message: error.message });
const pence = (value: number | null) => (value === null ? '' : formatPence(value));
const listPrice = (product: VenueProduct) =>
  product.OMSPrice === null ? null : withVat(product.OMSPrice, product.hasVat);

const cellColumn = (column: ColDef<VenueProduct>): ColDef<VenueProduct> => ({
  sortable: false,
  suppressKeyboardEvent: () => true,
  ...column,
});

function wideColumns(isPricesHidden: boolean): ColDef<VenueProduct>[] {
  return [
    cellColumn({ headerName: 'Favourite', colId: 'favourite', cellRenderer: FavouriteCell, width: 100 }),
    { headerName: 'Title', field: 'title', flex: 2, minWidth: 190, filter: true, sort: 'asc' },
    { headerName: 'Supplier', field: 'supplierTitle', minWidth: 140, flex: 1, filter: true },
    { headerName: 'Size', field: 'size', minWidth: 90, flex: 1 },
    { headerName: 'UoM', field: 'UoM', width: 80 },
    { headerName: 'Type', field: 'type', minWidth: 110, flex: 1, filter: true },
    { headerName: 'Zone', field: 'zone', minWidth: 120, flex: 1, filter: true },
    { headerName: 'Secondary zone', field: 'secondaryZone', minWidth: 140, flex: 1, filter: true },
    {
      headerName: 'Monthly limit',
      field: 'monthlyLimit',
      width: 130,
      valueFormatter: ({ value }) => (typeof value === 'number' ? String(value) : 'No limit'),
    },
    {
      headerName: 'Default quantity',
      field: 'defaultQuantity',
      width: 150,
      type: 'rightAligned',
      valueFormatter: ({ value }) => (typeof value === 'number' ? String(value) : '—'),
    },
    ...(isPricesHidden
      ? []
      : [
          {
            headerName: 'Price',
            colId: 'price',
            valueGetter: ({ data }) => (data ? listPrice(data) : null),
            valueFormatter: ({ value }) => pence(value as number | null),
            type: 'rightAligned',
            width: 110,
          } as ColDef<VenueProduct>,
          {
            headerName: 'Special price',
            field: 'specialPrice',
            valueFormatter: ({ value }) => pence(value as number | null),
            type: 'rightAligned',
            width: 130,
          } as ColDef<VenueProduct>,
        ]),
    // Pinned so editing and ordering stay in reach however wide the table grows.
    cellColumn({ headerName: 'Actions', colId: 'actions', cellRenderer: ActionsCell, width: 96, pinned: 'right' }),
    cellColumn({ headerName: 'Add to basket', colId: 'basket', cellRenderer: BasketCell, width: 230, pinned: 'right' }),
  ];
}

/** A product's price, zones and monthly limit in one line, for narrow layouts. */
function detailsOf(isPricesHidden: boolean) {
  return (product: VenueProduct) =>
    [
      isPricesHidden ? null : pence(product.specialPrice ?? listPrice(product)),
      product.zone,
      product.secondaryZone,
      product.monthlyLimit === null ? null : `limit ${product.monthlyLimit}`,
      product.defaultQuantity === null ? null : `default quantity ${product.defaultQuantity}`,
    ]
      .filter(Boolean)
      .join(' · ');
}

type OpenDialog = 'add' | 'custom' | null;

export function ShoppingListPage() {
  const { venueId = '' } = useParams();
  const list = useQuery(shoppingListQuery(venueId));
  const isNarrow = useNarrowerThan('sm');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [editing, setEditing] = useState<VenueProduct | null>(null);
  const [removing, setRemoving] = useState<VenueProduct | null>(null);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const setFavourite = useSetFavourite(venueId);
  const remove = useRemoveVenueProduct(venueId);

  const context = useMemo<ShoppingListGridContext>(
    () => ({
      venueId,
      onToggleFavourite: (product) =>
        setFavourite.mutate(
          { venueProductId: product.venueProductId, isFavourite: !product.isFavourite },
          { onError: failed },
        ),
      onEdit: setEditing,
      onRemove: setRemoving,
    }),
    [venueId, setFavourite.mutate],
  );

  const actions = (
    <div className="shopping-list__heading-actions">
      <Button icon="add" intent="primary" text="Add Product" onClick={() => setDialog('add')} />
      <Button icon="new-object" text="Custom product" onClick={() => setDialog('custom')} />
    </div>
  );
  const heading = <PageHeading title={shoppingListMessages.title} actions={actions} />;
  const secondaryZones = list.data?.secondaryZones ?? [];
  const dialogs = (
    <>
      <AddProductDialog
        venueId={venueId}
        isOpen={dialog === 'add'}
        secondaryZones={secondaryZones}
        onClose={() => setDialog(null)}
      />
      <CustomProductDialog
        venueId={venueId}
        isOpen={dialog === 'custom'}
        secondaryZones={secondaryZones}
        onClose={() => setDialog(null)}
      />
    </>
  );

  if (!list.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading your products" />
      </>
    );
  }
  if (list.data.products.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="list"
          title="No products yet"
          description={shoppingListMessages.empty}
          action={
            <LinkButton to={`/v/${encodeURIComponent(venueId)}/catalogue`} text="Go to the catalogue" icon="book" />
          }
        />
        {dialogs}
      </>
    );
  }

  const rows = favouritesOnly ? list.data.products.filter((product) => product.isFavourite) : list.data.products;
  return (
    <>
      {heading}
      <div className="shopping-list__toolbar">
        <Switch
          label="Favourites only"
          checked={favouritesOnly}
          onChange={(event) => setFavouritesOnly(event.currentTarget.checked)}
        />
        <span className="shopping-list__count">
          {rows.length} product{rows.length === 1 ? '' : 's'}
        </span>
      </div>
      {isNarrow ? (
        <ShoppingListCardList products={rows} context={context} detailsOf={detailsOf(list.data.isPricesHidden)} />
      ) : (
        <DataGrid<VenueProduct>
          height="max(420px, calc(100vh - 300px))"
          rowData={rows}
          columnDefs={wideColumns(list.data.isPricesHidden)}
          context={context}
          getRowId={({ data }) => data.venueProductId}
          rowHeight={48}
          pagination
          paginationPageSize={shoppingListPageSize}
          paginationPageSizeSelector={[...shoppingListPageSizes]}
        />
      )}
      {dialogs}
      <EditVenueProductDialog
        venueId={venueId}
        product={editing}
        secondaryZones={secondaryZones}
        onClose={() => setEditing(null)}
      />
      <Alert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Remove"
        cancelButtonText="Cancel"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.venueProductId, { onSuccess: () => setRemoving(null), onError: failed });
        }}
      >
        <p>Remove {removing?.title} from your products?</p>
      </Alert>
    </>
  );
}
