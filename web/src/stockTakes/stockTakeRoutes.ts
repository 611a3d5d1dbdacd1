import type { StockReportKind } from '@oms/contracts';

export const stockTakesRoute = (venueId: string) => `/v/${encodeURIComponent(venueId)}/stockTakes`;
export const stockTakeRoute = (venueId: string, stockTakeId: string) =>
  `${stockTakesRoute(venueId)}/${encodeURIComponent(stockTakeId)}`;
export const stockReportRoute = (venueId: string, stockTakeId: string, kind: StockReportKind) =>
  `${stockTakeRoute(venueId, stockTakeId)}/${kind}-report`;
