import type { Channel, Weekday } from '@oms/contracts';

export interface AddToBasket {
  type: 'AddToBasket';
  venueId: string;
  productId: string;
  supplierId: string;
  quantity: number;
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
}

/** Everything the decision needs arrives in the command: prices, supplier terms, time and ids. */
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
}

export type BasketCommand = AddToBasket | ChangeBasketQuantity | PlaceBasketOrder;
