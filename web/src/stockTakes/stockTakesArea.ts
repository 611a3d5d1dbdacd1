export { ValuationReportPage, WastageReportPage } from './StockReportPage';
export { ValuationReportPrintPage, WastageReportPrintPage } from './StockReportPrintPage';
export { StockTakeDetailPage } from './StockTakeDetailPage';
export { StockTakesPage } from './StockTakesPage';
