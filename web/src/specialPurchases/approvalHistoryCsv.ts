import {
  approvalHistoryColumns,
  formatLondonDateTime,
  formatPence,
  type SpecialPurchaseView,
  specialPurchaseStatusLabels,
  toCsv,
} from '@oms/contracts';

/** Spec 02 §9: Approval_History.csv, dates DD/MM/YYYY, statuses as the list names them. */
export function approvalHistoryCsv(requests: readonly SpecialPurchaseView[]): string {
  return toCsv([
    [...approvalHistoryColumns],
    ...requests.map((request) => [
      request.managerName,
      request.managerEmail,
      request.staffName,
      request.staffEmail,
      request.itemName,
      formatPence(request.itemCostPence),
      formatLondonDateTime(request.requestedAt).slice(0, 10),
      specialPurchaseStatusLabels[request.status],
      request.supplier.title,
      request.sku,
      request.justification,
    ]),
  ]);
}

/** What the search box matches: manager, staff, item and cost (spec 02 §2.11). */
export function matchesSearch(request: SpecialPurchaseView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    request.managerName,
    request.managerEmail,
    request.staffName,
    request.staffEmail,
    request.itemName,
    formatPence(request.itemCostPence),
    (request.itemCostPence / 100).toFixed(2),
  ].some((value) => value.toLowerCase().includes(needle));
}
