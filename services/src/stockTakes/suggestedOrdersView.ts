import {
  businessDateOf,
  formatLondonDateTime,
  type StockedProduct,
  type SuggestedOrders,
  type SuggestingSupplier,
  suggestOrders,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Platform } from '../platform/platform';
import { countedSheet } from './stockTakeSheetView';

/** Days a count covers, both ends included. */
const daysCovered = (from: string, to: string) =>
  Math.max(1, differenceInCalendarDays(parseISO(to), parseISO(from)) + 1);

/**
 * Baskets from a stock take: its counts, the usage per day over the days it covers (from the day
 * after the previous count) and the par levels set on it, against each supplier's delivery days,
 * cut-off and the venue's minimum order with it.
 */
export async function suggestedOrdersOf(
  platform: Platform,
  venueId: string,
  stockTakeId: string,
  now: Date,
): Promise<SuggestedOrders> {
  const sheet = await countedSheet(platform, venueId, stockTakeId);
  const days = daysCovered(sheet.receivedFrom, sheet.stockTake.toPeriod);
  const products: StockedProduct[] = sheet.lines.flatMap((line) =>
    line.productId && line.supplierId && line.parLevel
      ? [
          {
            productId: line.productId,
            supplierId: line.supplierId,
            title: line.title,
            price: line.price,
            inStock: line.inStock,
            usagePerDay: Math.max(0, line.usage) / days,
            parLevel: line.parLevel,
          },
        ]
      : [],
  );
  const supplierIds = [...new Set(products.map((product) => product.supplierId))];
  const [suppliers, links] = await Promise.all([
    readModels.suppliers.in(platform.readStore).find({ _id: { $in: supplierIds } }, { limit: supplierIds.length + 1 }),
    readModels.venueSuppliers
      .in(platform.readStore)
      .find({ venueId, supplierId: { $in: supplierIds } }, { limit: supplierIds.length + 1 }),
  ]);
  const linkOf = new Map(links.map((link) => [link.supplierId, link]));
  const suggesting: SuggestingSupplier[] = suppliers.flatMap((supplier) => {
    const link = linkOf.get(supplier.supplierId);
    // Only suppliers the venue still orders from get a basket.
    if (!link?.isActive) return [];
    return [
      {
        supplierId: supplier.supplierId,
        supplierTitle: supplier.title,
        deliveryDays: link.deliveryDays ?? supplier.deliveryDays,
        cutOffTime: link.orderCutOffTime ?? supplier.cutOffTime,
        minOrderValue: link.minOrderValue,
      },
    ];
  });
  const moment = {
    today: businessDateOf(now),
    time: formatLondonDateTime(now, 'time'),
    countedOn: sheet.stockTake.toPeriod,
  };
  return { countedOn: sheet.stockTake.toPeriod, orders: suggestOrders(products, suggesting, moment) };
}
