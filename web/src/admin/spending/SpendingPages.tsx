import { overviewDefaultDays } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { AsOfInput, AsOfTag, useAsOf } from '../../platform/asOf/AsOfInput';
import { PageHeading } from '../../platform/PageHeading';
import { DateRangeFilter, useDateRange } from '../orders/DateRangeFilter';
import { adminSpendingQuery, overviewSpendingQuery } from '../orders/queries';
import { SpendingBySupplier } from './SpendingBySupplier';

/**
 * Spec 03 Admin Spending: every venue's spend per supplier. A refused range (too wide) answers under
 * the dates being changed, not in place of the page.
 */
export function AdminSpendingPage() {
  const range = useDateRange(overviewDefaultDays);
  const { asOf, setAsOf } = useAsOf();
  const spending = useQuery({ ...adminSpendingQuery(range.start, range.end, asOf), throwOnError: false });
  return (
    <div className="admin-spending">
      <PageHeading title="Spending" subtitle="Spend per supplier across every venue; open a supplier for its venues." />
      <div className="admin-orders__report-filters">
        <DateRangeFilter range={range} />
        <AsOfInput asOf={asOf} onChange={setAsOf} />
      </div>
      <AsOfTag asOf={spending.data?.asOf} />
      <SpendingBySupplier spending={spending} />
    </div>
  );
}

/** Spec 03 Overview › Spending: the account's own venues' spend per supplier. */
export function OverviewSpendingPage() {
  const range = useDateRange(overviewDefaultDays);
  const spending = useQuery({ ...overviewSpendingQuery(range.start, range.end), throwOnError: false });
  return (
    <div className="admin-spending">
      <PageHeading title="Spending" subtitle="What your venues spent with each supplier." />
      <DateRangeFilter range={range} />
      <SpendingBySupplier spending={spending} />
    </div>
  );
}
