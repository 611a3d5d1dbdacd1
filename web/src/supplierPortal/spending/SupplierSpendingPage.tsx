import { Button } from '@blueprintjs/core';
import { formatPence, overviewDefaultDays, supplierSpendingCsv, supplierSpendingFileName } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { DateRangeFilter, useDateRange } from '../../admin/orders/DateRangeFilter';
import { NoSpending, SpendingLoadFailed, VenueSpendingTable } from '../../admin/spending/VenueSpendingTable';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { useSupplierId } from '../useSupplierId';
import { supplierSpendingQuery } from './queries';
import './supplierSpending.css';

/** Spec 03 /supplier/spending: what the supplier's customer venues spent with it over a range. */
export function SupplierSpendingPage() {
  const supplierId = useSupplierId();
  const range = useDateRange(overviewDefaultDays);
  // A refused range (too wide) answers beside the dates the user is changing, not in place of the page.
  const report = useQuery({ ...supplierSpendingQuery(supplierId, range.start, range.end), throwOnError: false });
  const spending = report.data?.spending;
  return (
    <div className="supplier-spending">
      <PageHeading
        title="Spending"
        subtitle="What your customers spent with you, venue by venue."
        actions={
          <Button
            icon="download"
            text="Download CSV"
            disabled={!report.data || spending?.venues.length === 0}
            onClick={() => {
              if (report.data) {
                downloadCsv(
                  supplierSpendingCsv(report.data),
                  supplierSpendingFileName(report.data.start, report.data.end),
                );
              }
            }}
          />
        }
      />
      <DateRangeFilter range={range} />
      {report.isPending ? (
        <LoadingState label="Loading spending" />
      ) : report.isError ? (
        <SpendingLoadFailed error={report.error} />
      ) : !spending || spending.totalOrders === 0 ? (
        <NoSpending />
      ) : (
        <>
          <dl className="supplier-spending__totals" aria-label="Spending totals">
            <div>
              <dt>Orders</dt>
              <dd>{spending.totalOrders}</dd>
            </div>
            <div>
              <dt>Venues</dt>
              <dd>{spending.totalVenues}</dd>
            </div>
            <div>
              <dt>Spend ex VAT</dt>
              <dd>{formatPence(spending.totalSpend)}</dd>
            </div>
          </dl>
          <div className="admin-orders__table-wrap">
            <VenueSpendingTable key={`${range.start}/${range.end}`} supplier={spending} />
          </div>
        </>
      )}
    </div>
  );
}
