import { NonIdealState } from '@blueprintjs/core';
import { adminOrdersDefaultDays, formatPence } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AsOfInput, AsOfTag, useAsOf } from '../../platform/asOf/AsOfInput';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { PageSteps } from '../../platform/PageSteps';
import { DateRangeFilter, useDateRange } from './DateRangeFilter';
import { OrderRowsTable } from './OrderRowsTable';
import { adminOrdersQuery } from './queries';

const PAGE_SIZE = 50;

/** Spec 03 Admin Orders: every venue's orders, last 7 days unless another range is chosen. */
export function AdminOrdersPage() {
  const range = useDateRange(adminOrdersDefaultDays);
  const { asOf, setAsOf } = useAsOf();
  const [page, setPage] = useState(1);
  const orders = useQuery(adminOrdersQuery(range.start, range.end, asOf));
  const rows = orders.data?.orders ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  return (
    <div className="admin-orders">
      <PageHeading title="Orders" subtitle="Orders across every venue and supplier." />
      <div className="admin-orders__report-filters">
        <DateRangeFilter range={range} onChange={() => setPage(1)} />
        <AsOfInput
          asOf={asOf}
          onChange={(next) => {
            setAsOf(next);
            setPage(1);
          }}
        />
      </div>
      <AsOfTag asOf={orders.data?.asOf} />
      {orders.isPending ? (
        <LoadingState label="Loading orders" />
      ) : orders.isError ? (
        <NonIdealState icon="error" title="Orders could not be loaded" description={orders.error.message} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="th-list" title="No orders" description="No orders in these dates." />
      ) : (
        <>
          <p className="admin-orders__summary">
            {rows.length} orders, {formatPence(rows.reduce((sum, order) => sum + order.total, 0))} ex VAT
          </p>
          <OrderRowsTable orders={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)} admin />
          <div className="admin-orders__pager">
            <PageSteps page={page} pages={pages} onPage={setPage} />
          </div>
        </>
      )}
    </div>
  );
}
