import {
  type ReceivedSource,
  type StockTakeDetail,
  type StockTakeLine,
  type StockTakeSheetLine,
  type StockTakeSummary,
  sheetTotals,
  stockMovement,
  stockTakeErrors,
} from '@oms/contracts';
import { type CatalogueProductDocument, readModels, type StockTakeDocument } from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';
import { receivedBetween, receivedFromOf } from './receivedSinceLastCount';
import { lineOfReceived } from './stockTakeLines';

export const summaryOf = (document: StockTakeDocument): StockTakeSummary => ({
  stockTakeId: document.stockTakeId,
  venueId: document.venueId,
  fromPeriod: document.fromPeriod,
  toPeriod: document.toPeriod,
  prevStockTakeId: document.prevStockTakeId,
  isLocked: document.isLocked,
  lockedAt: document.lockedAt,
  createdAt: document.createdAt,
  lineCount: document.lineCount,
});

export async function findStockTake(platform: Platform, venueId: string, stockTakeId: string) {
  const stockTake = await readModels.stockTakes.in(platform.readStore).findOne({ _id: stockTakeId, venueId });
  const sheet = stockTake && (await readModels.stockTakeSheets.in(platform.readStore).findOne({ _id: stockTakeId }));
  if (!stockTake || !sheet) throw domainErrorOf(stockTakeErrors.notFound);
  return { stockTake, sheet };
}

export async function catalogueProductsById(platform: Platform, productIds: readonly string[]) {
  const products = await readModels.catalogueProducts
    .in(platform.readStore)
    .find({ _id: { $in: [...new Set(productIds)] } }, { limit: productIds.length + 1 });
  return new Map(products.map((product) => [product.productId, product as CatalogueProductDocument]));
}

export interface CountedSheet {
  stockTake: StockTakeDetail['stockTake'];
  receivedFrom: string;
  lines: StockTakeSheetLine[];
}

/**
 * A stock take's lines with what arrived since the last count: frozen by the lock once locked,
 * read from receipting (receipted, or ordered where not receipted) while open, when products that
 * arrived after creation join as lines not yet on the sheet.
 */
export async function countedSheet(platform: Platform, venueId: string, stockTakeId: string): Promise<CountedSheet> {
  const { stockTake, sheet } = await findStockTake(platform, venueId, stockTakeId);
  const previous = stockTake.prevStockTakeId
    ? await readModels.stockTakes.in(platform.readStore).findOne({ _id: stockTake.prevStockTakeId })
    : null;
  const receivedFrom = receivedFromOf(stockTake.fromPeriod, previous?.toPeriod ?? null);

  let received: Map<string, { quantity: number; source: ReceivedSource }>;
  let arrived: StockTakeLine[] = [];
  if (sheet.received) {
    received = new Map(sheet.received.map((item) => [item.lineId, item]));
  } else {
    const live = await receivedBetween(platform, venueId, receivedFrom, stockTake.toPeriod);
    received = new Map();
    for (const line of sheet.lines) {
      const item = line.productId ? live.get(line.productId) : undefined;
      if (item) received.set(line.lineId, item);
    }
    const onSheet = new Set(sheet.lines.flatMap((line) => (line.productId ? [line.productId] : [])));
    const missing = [...live.values()].filter((item) => !onSheet.has(item.productId));
    const products = await catalogueProductsById(
      platform,
      missing.map((item) => item.productId),
    );
    arrived = missing.map((item) => lineOfReceived(item, products.get(item.productId)));
    for (const line of arrived) {
      const item = live.get(line.productId ?? '');
      if (item) received.set(line.lineId, item);
    }
  }
  const all = [
    ...sheet.lines.map((line) => ({ line, onSheet: true })),
    ...arrived.map((line) => ({ line, onSheet: false })),
  ].sort(
    (a, b) =>
      a.line.supplierTitle.localeCompare(b.line.supplierTitle) ||
      a.line.title.localeCompare(b.line.title) ||
      a.line.lineId.localeCompare(b.line.lineId),
  );
  const withReceived = all.map(({ line, onSheet }) => ({
    ...line,
    onSheet,
    received: received.get(line.lineId)?.quantity ?? 0,
    receivedSource: received.get(line.lineId)?.source ?? null,
  }));
  const movements = new Map(stockMovement(withReceived).map((movement) => [movement.lineId, movement]));
  const lines = withReceived.map((line) => {
    const movement = movements.get(line.lineId);
    return {
      ...line,
      usage: movement?.usage ?? 0,
      usageValue: movement?.usageValue ?? 0,
      flag: movement?.flag ?? null,
    };
  });
  return { stockTake: summaryOf(stockTake), receivedFrom, lines };
}

export async function stockTakeDetail(
  platform: Platform,
  venue: { venueId: string; title: string },
  stockTakeId: string,
): Promise<StockTakeDetail> {
  const sheet = await countedSheet(platform, venue.venueId, stockTakeId);
  return { ...sheet, venueTitle: venue.title, totals: sheetTotals(sheet.lines) };
}
