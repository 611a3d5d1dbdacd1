import type { OrderApprovedBySupplier, OrderPlaced } from '@oms/contracts';

export type OrderState =
  | { status: 'none' }
  | { status: 'placed'; order: OrderPlaced; decision: OrderApprovedBySupplier | null };
