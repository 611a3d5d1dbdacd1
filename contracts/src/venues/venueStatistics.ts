import type { GrossProfitReport } from '../grossProfit/api';
import { addBusinessDays, type BusinessDate } from '../platform/dates';
import { formatPence } from '../platform/money';
import type { ActivityEmailFrequency } from './events';

/** The days a statistics e-mail covers, ending yesterday: one day, a week or 30 days (a manual send: a week). */
export function statisticsPeriod(
  today: BusinessDate,
  frequency: Exclude<ActivityEmailFrequency, 'off'>,
): { from: BusinessDate; to: BusinessDate } {
  const to = addBusinessDays(today, -1);
  const days = frequency === 'daily' ? 1 : frequency === 'weekly' ? 7 : 30;
  return { from: addBusinessDays(to, -(days - 1)), to };
}

/** The statistics e-mail (spec 03 §7 getWeeklyInvoice): purchases per supplier, sales and gross profit over the period. */
export function venueStatisticsMail(venueTitle: string, report: GrossProfitReport): { subject: string; text: string } {
  const bySupplier = new Map<string, { amount: number; orders: number }>();
  for (const day of report.days) {
    for (const purchase of day.purchases) {
      const total = bySupplier.get(purchase.supplierTitle) ?? { amount: 0, orders: 0 };
      total.amount += purchase.amountPence;
      total.orders += purchase.orders;
      bySupplier.set(purchase.supplierTitle, total);
    }
  }
  const orders = [...bySupplier.values()].reduce((sum, supplier) => sum + supplier.orders, 0);
  const suppliers = [...bySupplier.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([title, total]) =>
        `  ${title}: ${formatPence(total.amount)} (${total.orders} ${total.orders === 1 ? 'order' : 'orders'})`,
    );
  const { totals } = report;
  const text = [
    `Statistics for ${venueTitle}, ${report.from} to ${report.to}`,
    '',
    `Orders: ${orders}`,
    `Purchases: ${formatPence(totals.purchasesPence)}`,
    ...(suppliers.length > 0 ? ['Purchases per supplier:', ...suppliers] : ['No orders in this period.']),
    `Sales: ${formatPence(totals.salesPence)}`,
    `Misc costs: ${formatPence(totals.miscCostPence)}`,
    `Gross profit: ${totals.grossProfitPercent === null ? 'no sales recorded' : `${totals.grossProfitPercent.toFixed(1)} %`}`,
  ].join('\n');
  return { subject: `${venueTitle} statistics, ${report.from} to ${report.to}`, text };
}
