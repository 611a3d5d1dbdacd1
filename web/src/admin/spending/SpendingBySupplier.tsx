import { Button, HTMLTable } from '@blueprintjs/core';
import { formatPence, type Spending } from '@oms/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { LoadingState } from '../../platform/LoadingState';
import '../orders/adminOrders.css';
import './spending.css';
import { NoSpending, SpendingLoadFailed, VenueSpendingTable } from './VenueSpendingTable';

const venueOrdersPath = (venueId: string) => `/v/${encodeURIComponent(venueId)}/purchasing/orders`;

/** Spec 03 Spending: each supplier's totals, opening onto its venues (10 at a time). */
export function SpendingBySupplier({ spending }: { spending: UseQueryResult<Spending> }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (spending.isPending) return <LoadingState label="Loading spending" />;
  if (spending.isError) return <SpendingLoadFailed error={spending.error} />;
  const { suppliers } = spending.data;
  if (suppliers.length === 0) return <NoSpending />;
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
                      <VenueSpendingTable supplier={supplier} venuePathOf={venueOrdersPath} />
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
