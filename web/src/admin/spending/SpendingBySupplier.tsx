import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { formatPence, type Spending, type SupplierSpending, spendingVenuePageSize } from '@oms/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState } from '../../platform/LoadingState';
import '../orders/adminOrders.css';
import './spending.css';
import { PageSteps } from '../../platform/PageSteps';

function VenueSpendingTable({ supplier }: { supplier: SupplierSpending }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(supplier.venues.length / spendingVenuePageSize));
  const shown = supplier.venues.slice((page - 1) * spendingVenuePageSize, page * spendingVenuePageSize);
  return (
    <div className="spending__venues">
      <HTMLTable compact className="admin-orders__table" aria-label={`${supplier.supplierTitle} spending per venue`}>
        <thead>
          <tr>
            <th scope="col">Venue</th>
            <th scope="col">Orders</th>
            <th scope="col">Products</th>
            <th scope="col">Spend ex VAT</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((venue) => (
            <tr key={venue.venueId}>
              <td data-label="Venue">
                <Link to={`/v/${encodeURIComponent(venue.venueId)}/purchasing/orders`}>{venue.venueTitle}</Link>
              </td>
              <td data-label="Orders">{venue.orders}</td>
              <td data-label="Products">{venue.totalProducts}</td>
              <td data-label="Spend ex VAT">{formatPence(venue.totalSpend)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {pages > 1 && (
        <div className="admin-orders__pager">
          <PageSteps
            page={page}
            pages={pages}
            onPage={setPage}
            previousLabel="Previous venues"
            nextLabel="Next venues"
            buttonProps={{ size: 'small' }}
          />
        </div>
      )}
    </div>
  );
}

/** Spec 03 Spending: each supplier's totals, opening onto its venues (10 at a time). */
export function SpendingBySupplier({ spending }: { spending: UseQueryResult<Spending> }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (spending.isPending) return <LoadingState label="Loading spending" />;
  if (spending.isError) {
    return <NonIdealState icon="error" title="Spending could not be loaded" description={spending.error.message} />;
  }
  const { suppliers } = spending.data;
  if (suppliers.length === 0) {
    return <NonIdealState icon="bank-account" title="No spending" description="No orders in these dates." />;
  }
  const toggle = (supplierId: string) => {
    const next = new Set(open);
    if (!next.delete(supplierId)) next.add(supplierId);
    setOpen(next);
  };
  return (
    <div className="admin-orders__table-wrap">
      <HTMLTable className="admin-orders__table spending__suppliers">
        <thead>
          <tr>
            <th scope="col">
              <span className="bp6-text-muted">Venues</span>
            </th>
            <th scope="col">Supplier</th>
            <th scope="col">Orders</th>
            <th scope="col">Venues ordering</th>
            <th scope="col">Spend ex VAT</th>
          </tr>
        </thead>
        <tbody>
          {suppliers.map((supplier) => {
            const isOpen = open.has(supplier.supplierId);
            return (
              <Fragment key={supplier.supplierId}>
                <tr>
                  <td data-label="Venues">
                    <Button
                      size="small"
                      variant="minimal"
                      icon={isOpen ? 'chevron-down' : 'chevron-right'}
                      aria-expanded={isOpen}
                      aria-label={`${isOpen ? 'Hide' : 'Show'} ${supplier.supplierTitle} venues`}
                      onClick={() => toggle(supplier.supplierId)}
                    />
                  </td>
                  <td data-label="Supplier">{supplier.supplierTitle}</td>
                  <td data-label="Orders">{supplier.totalOrders}</td>
                  <td data-label="Venues ordering">{supplier.totalVenues}</td>
                  <td data-label="Spend ex VAT">{formatPence(supplier.totalSpend)}</td>
                </tr>
                {isOpen && (
                  <tr className="spending__expanded">
                    <td colSpan={5}>
                      <VenueSpendingTable supplier={supplier} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
