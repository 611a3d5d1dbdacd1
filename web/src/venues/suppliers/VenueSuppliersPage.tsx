import { formatPence, type VenueSupplierView } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DataGrid } from '../../platform/DataGrid';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { EditVenueSupplierDialog } from './EditVenueSupplierDialog';
import { venueSuppliersQuery } from './queries';
import { formatDeliveryDays } from './supplierTermsFormat';
import {
  catalogueLink,
  EditSupplierCell,
  isControlClick,
  SupplierTitleCell,
  type VenueSuppliersGridContext,
  VisibilityToggleCell,
} from './VenueSupplierCells';
import './venueSuppliers.css';

const minimumOrderText = (supplier: VenueSupplierView) =>
  supplier.minOrderValue > 0 ? formatPence(supplier.minOrderValue) : 'None';

function supplierColumns(isNarrow: boolean, canEdit: boolean): ColDef<VenueSupplierView>[] {
  const active: ColDef<VenueSupplierView> = {
    headerName: 'Active',
    field: 'isActive',
    cellRenderer: VisibilityToggleCell,
    cellRendererParams: { field: 'isActive' },
    width: isNarrow ? 72 : 100,
    sortable: false,
    suppressKeyboardEvent: () => true,
  };
  const catalogue: ColDef<VenueSupplierView> = {
    headerName: 'Catalogue',
    field: 'isCatalogueAccessible',
    cellRenderer: VisibilityToggleCell,
    cellRendererParams: { field: 'isCatalogueAccessible' },
    width: isNarrow ? 96 : 110,
    sortable: false,
    suppressKeyboardEvent: () => true,
  };
  const edit: ColDef<VenueSupplierView> = {
    headerName: 'Edit',
    colId: 'edit',
    cellRenderer: EditSupplierCell,
    cellRendererParams: { compact: isNarrow },
    width: isNarrow ? 60 : 110,
    sortable: false,
    suppressKeyboardEvent: () => true,
  };
  // Venue users only ever see active suppliers: the Active column would say Yes on every row.
  const controls = canEdit ? [active, catalogue, edit] : [catalogue];
  if (isNarrow) {
    return [
      {
        headerName: 'Supplier',
        field: 'supplierTitle',
        flex: 1,
        minWidth: 130,
        cellRenderer: SupplierTitleCell,
        cellRendererParams: {
          details: (supplier: VenueSupplierView) =>
            `${supplier.minOrderValue > 0 ? `Min ${formatPence(supplier.minOrderValue)}` : 'No minimum'} · ${formatDeliveryDays(supplier.deliveryDays)} · by ${supplier.orderCutOffTime}${supplier.deliveryFee > 0 ? ` · delivery ${formatPence(supplier.deliveryFee)}` : ''}`,
        },
      },
      ...controls,
    ];
  }
  return [
    { headerName: 'Supplier', field: 'supplierTitle', flex: 2, minWidth: 170, cellRenderer: SupplierTitleCell },
    { headerName: 'Account number', field: 'accountNumber', flex: 1, minWidth: 140 },
    {
      headerName: 'Minimum order',
      field: 'minOrderValue',
      valueFormatter: ({ data }) => (data ? minimumOrderText(data) : ''),
      type: 'rightAligned',
      minWidth: 130,
      flex: 1,
    },
    {
      headerName: 'Delivery days',
      field: 'deliveryDays',
      valueFormatter: ({ data }) => (data ? formatDeliveryDays(data.deliveryDays) : ''),
      flex: 1,
      minWidth: 150,
      sortable: false,
    },
    { headerName: 'Cut-off', field: 'orderCutOffTime', width: 100 },
    {
      headerName: 'Delivery fee',
      field: 'deliveryFee',
      valueFormatter: ({ data }) => (data ? (data.deliveryFee > 0 ? formatPence(data.deliveryFee) : 'Free') : ''),
      type: 'rightAligned',
      width: 120,
    },
    ...controls,
  ];
}

export function VenueSuppliersPage() {
  const { venueId = '' } = useParams();
  const navigate = useNavigate();
  const suppliers = useQuery(venueSuppliersQuery(venueId));
  const isNarrow = useNarrowerThan('md');
  const [editing, setEditing] = useState<VenueSupplierView | null>(null);
  const canEdit = suppliers.data?.canEdit ?? false;
  const columns = useMemo(() => supplierColumns(isNarrow, canEdit), [isNarrow, canEdit]);
  const context = useMemo<VenueSuppliersGridContext>(
    () => ({ venueId, canEdit, onEdit: setEditing }),
    [venueId, canEdit],
  );

  const heading = (
    <PageHeading
      title="Your active suppliers"
      subtitle={
        canEdit
          ? 'As an admin you can change each supplier’s minimum order, delivery days, cut-off time and visibility.'
          : 'Open a supplier to browse its products in your catalogue.'
      }
    />
  );

  if (!suppliers.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading your suppliers" />
      </>
    );
  }

  if (suppliers.data.suppliers.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="office"
          title="No suppliers available"
          description="Please contact support to connect your venue with its suppliers."
        />
      </>
    );
  }

  return (
    <div className="venue-suppliers">
      {heading}
      <DataGrid<VenueSupplierView>
        rowData={suppliers.data.suppliers}
        columnDefs={columns}
        context={context}
        getRowId={({ data }) => data.supplierId}
        rowClass="venue-suppliers__row"
        rowHeight={isNarrow ? (canEdit ? 92 : 72) : 48}
        onRowClicked={({ event }) => {
          if (!isControlClick(event?.target)) navigate(catalogueLink(venueId));
        }}
      />
      <EditVenueSupplierDialog venueId={venueId} supplier={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
