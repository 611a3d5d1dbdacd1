import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { formatPence, type SupplierSpending, spendingVenuePageSize } from '@oms/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSteps } from '../../platform/PageSteps';
import '../orders/adminOrders.css';
import './spending.css';

/** The words every spending screen answers with when the range has no orders. */
export function NoSpending() {
  return <NonIdealState icon="bank-account" title="No spending" description="No orders in these dates." />;
}

export function SpendingLoadFailed({ error }: { error: Error }) {
  return <NonIdealState icon="error" title="Spending could not be loaded" description={error.message} />;
}

/**
 * One supplier's venues, 10 a page (spec 03 §9). Venues link to their orders where the reader may
 * open a venue; a supplier admin reads names only.
 */
export function VenueSpendingTable({
  supplier,
  venuePathOf,
}: {
  supplier: SupplierSpending;
  venuePathOf?: (venueId: string) => string;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(supplier.venues.length / spendingVenuePageSize));
  const current = Math.min(page, pages);
  const shown = supplier.venues.slice((current - 1) * spendingVenuePageSize, current * spendingVenuePageSize);
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
                {venuePathOf ? <Link to={venuePathOf(venue.venueId)}>{venue.venueTitle}</Link> : venue.venueTitle}
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
            page={current}
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
