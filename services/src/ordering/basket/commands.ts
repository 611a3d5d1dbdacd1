import type { Channel, Weekday } from '@oms/contracts';

export interface AddToBasket {
  type: 'AddToBasket';
  venueId: string;
  productId: string;
  supplierId: string;
  quantity: number;
  /** The supplier as this venue sees it: one an admin hid, or whose catalogue is closed to the venue, takes no orders. */
  supplier: { title: string; takesOrdersFromVenue: boolean };
}

export interface ChangeBasketQuantity {
  type: 'ChangeBasketQuantity';
  venueId: string;
  productId: string;
  quantity: number;
}

export interface ProductSnapshot {
  sku: string;
  title: string;
  size: string;
  UoM: string;
  OMSPrice: number;
  hasVat: boolean;
}

export interface SupplierTerms {
  title: string;
  deliveryDays: Weekday[];
  minOrderValue: number;
  /** Spec 03 customers' terms: pence per delivery, added to the order's total. */
  deliveryFee?: number;
  /** HH:mm, London time, when next-day orders close; empty is none. */
  orderCutOffTime?: string;
}

/** The venue's PO_Numbers allowance this month (plan limits), read from the plan usage model. */
export interface PoNumberAllowance {
  /** Null is unlimited. */
  remaining: number | null;
  /** PO numbers already counted this month: using one again costs nothing. */
  usedThisMonth: readonly string[];
}

/** Everything the decision needs arrives in the command: prices, supplier terms, plan usage, time and ids. */
export interface PlaceBasketOrder {
  type: 'PlaceBasketOrder';
  venueId: string;
  requiredDeliveryDay: string;
  poNumber: string | null;
  notes: string;
  orderedAt: string;
  today: string;
  placedVia: Channel;
  placedBy: string;
  orderIds: Record<string, string>;
  products: Record<string, ProductSnapshot>;
  suppliers: Record<string, SupplierTerms>;
  poNumberAllowance: PoNumberAllowance;
}

export type BasketCommand = AddToBasket | ChangeBasketQuantity | PlaceBasketOrder;
