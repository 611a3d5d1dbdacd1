import { differenceInCalendarDays, parseISO } from 'date-fns';
import { deliversOn } from '../ordering/deliveryRules';
import { addBusinessDays, type BusinessDate, type Weekday } from '../platform/dates';

export interface StockedProduct {
  productId: string;
  supplierId: string;
  title: string;
  /** Pence ex VAT per unit ordered. */
  price: number;
  /** The last count. */
  inStock: number;
  /** Usage per day between the previous count and the last one. */
  usagePerDay: number;
  parLevel: number;
}

export interface SuggestingSupplier {
  supplierId: string;
  supplierTitle: string;
  /** Empty means every day. */
  deliveryDays: readonly Weekday[];
  /** HH:mm, London time: an order after it misses the next day's delivery. */
  cutOffTime: string;
  minOrderValue: number;
}

export interface SuggestedLine {
  productId: string;
  title: string;
  quantity: number;
  /** What the shelf should hold when the delivery arrives, before it is unpacked. */
  expectedOnDelivery: number;
  parLevel: number;
}

export interface SuggestedOrder {
  supplierId: string;
  supplierTitle: string;
  deliveryDate: BusinessDate;
  lines: SuggestedLine[];
  total: number;
  minOrderValue: number;
  /** True when quantities were raised to reach the supplier's minimum order. */
  toppedUpToMinimum: boolean;
}

export interface SuggestionMoment {
  today: BusinessDate;
  /** HH:mm, London time. */
  time: string;
  /** The day the last count was taken. */
  countedOn: BusinessDate;
}

const daysBetween = (from: BusinessDate, to: BusinessDate) => differenceInCalendarDays(parseISO(to), parseISO(from));

/**
 * The next delivery an order placed now can still make: tomorrow before the supplier's cut-off,
 * the day after once it has passed, moved on to the first day the supplier delivers.
 */
export function nextReachableDelivery(supplier: SuggestingSupplier, today: BusinessDate, time: string): BusinessDate {
  let candidate = addBusinessDays(today, time < supplier.cutOffTime ? 1 : 2);
  for (let step = 0; step < 7 && !deliversOn(supplier, candidate); step += 1) candidate = addBusinessDays(candidate, 1);
  return candidate;
}

/**
 * A basket per supplier from the last count: each product with a par level is expected to fall by
 * its usage per day until the delivery, and is ordered in whole units (the supplier's pack) back
 * to par. A basket under the supplier's minimum order is topped up on its fastest-moving product.
 */
export function suggestOrders(
  products: readonly StockedProduct[],
  suppliers: readonly SuggestingSupplier[],
  moment: SuggestionMoment,
): SuggestedOrder[] {
  const orders: SuggestedOrder[] = [];
  for (const supplier of suppliers) {
    const deliveryDate = nextReachableDelivery(supplier, moment.today, moment.time);
    const days = Math.max(0, daysBetween(moment.countedOn, deliveryDate));
    const own = products.filter((product) => product.supplierId === supplier.supplierId && product.parLevel > 0);
    const lines = own.map((product) => {
      const expectedOnDelivery = Math.max(0, product.inStock - product.usagePerDay * days);
      return {
        productId: product.productId,
        title: product.title,
        quantity: Math.max(0, Math.ceil(product.parLevel - expectedOnDelivery - 1e-9)),
        expectedOnDelivery: Math.round(expectedOnDelivery * 1000) / 1000,
        parLevel: product.parLevel,
      };
    });
    const priceOf = new Map(own.map((product) => [product.productId, product.price]));
    let total = lines.reduce((sum, line) => sum + line.quantity * (priceOf.get(line.productId) ?? 0), 0);
    let toppedUpToMinimum = false;
    const ordered = lines.filter((line) => line.quantity > 0);
    if (ordered.length > 0 && total < supplier.minOrderValue) {
      const fastest = [...own]
        .filter((product) => product.price > 0)
        .sort(
          (a, b) => b.usagePerDay - a.usagePerDay || a.price - b.price || a.productId.localeCompare(b.productId),
        )[0];
      const line = fastest && lines.find((candidate) => candidate.productId === fastest.productId);
      if (fastest && line) {
        const extra = Math.ceil((supplier.minOrderValue - total) / fastest.price);
        line.quantity += extra;
        total += extra * fastest.price;
        toppedUpToMinimum = true;
      }
    }
    const basket = lines.filter((line) => line.quantity > 0);
    if (basket.length === 0) continue;
    orders.push({
      supplierId: supplier.supplierId,
      supplierTitle: supplier.supplierTitle,
      deliveryDate,
      lines: basket,
      total,
      minOrderValue: supplier.minOrderValue,
      toppedUpToMinimum,
    });
  }
  return orders;
}
