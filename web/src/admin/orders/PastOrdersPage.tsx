import { NonIdealState } from '@blueprintjs/core';
import { overviewDefaultDays, pastOrdersDefaultPageSize, pastOrdersPageSizes } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { Pager } from '../../platform/Pager';
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
          <Pager
            page={page}
            pageSize={limit}
            total={total}
            onPage={setPage}
            sizes={{
              options: pastOrdersPageSizes,
              label: 'Orders per page',
              onChange: (size) => {
                setLimit(size);
                setPage(1);
              },
            }}
          />
        </>
      )}
    </div>
  );
}
