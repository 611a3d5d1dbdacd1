import { Button, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { overviewDefaultDays, pastOrdersDefaultPageSize, pastOrdersPageSizes } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { DateRangeFilter, useDateRange } from './DateRangeFilter';
import { OrderRowsTable } from './OrderRowsTable';
import { pastOrdersQuery } from './queries';

/** Spec 03 Overview › Past Orders: the orders of the account's own venues, paged on the server. */
export function PastOrdersPage() {
  const range = useDateRange(overviewDefaultDays);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(pastOrdersDefaultPageSize);
  const orders = useQuery(pastOrdersQuery(range.start, range.end, page, limit));
  const total = orders.data?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <div className="admin-orders">
      <PageHeading title="Past Orders" subtitle="The orders of your venues." />
      <DateRangeFilter range={range} onChange={() => setPage(1)} />
      {orders.isPending ? (
        <LoadingState label="Loading orders" />
      ) : orders.isError ? (
        <NonIdealState icon="error" title="Orders could not be loaded" description={orders.error.message} />
      ) : total === 0 ? (
        <NonIdealState icon="th-list" title="No orders" description="No orders in these dates." />
      ) : (
        <>
          <OrderRowsTable orders={orders.data.orders} admin={false} />
          <div className="admin-orders__pager">
            <span>
              {first}–{last} of {total}
            </span>
            <Button
              icon="chevron-left"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            />
            <Button
              icon="chevron-right"
              aria-label="Next page"
              disabled={last >= total}
              onClick={() => setPage(page + 1)}
            />
            <HTMLSelect
              aria-label="Orders per page"
              value={limit}
              onChange={(event) => {
                setLimit(Number(event.currentTarget.value));
                setPage(1);
              }}
              options={pastOrdersPageSizes.map((size) => ({ value: size, label: `${size} / page` }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
