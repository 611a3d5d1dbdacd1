import type { ApproveChecklistBody, ChecklistOrder } from '@oms/contracts';

/** A supplier's choice on one line, held in the page until 'Approve Order' submits them all. */
export interface LineDecision {
  /** true accepted, false rejected, null not decided yet. */
  confirmed: boolean | null;
  /** The quantity the supplier will deliver, 0 to the quantity ordered. */
  quantity: number;
}

export type Decisions = Readonly<Record<string, LineDecision>>;

export const decisionKey = (orderId: string, productId: string) => `${orderId}\n${productId}`;

/** Every line of the new orders, undecided, at the quantity ordered. */
export function initialDecisions(orders: readonly ChecklistOrder[]): Decisions {
  const decisions: Record<string, LineDecision> = {};
  for (const order of orders) {
    for (const line of order.lines) {
      decisions[decisionKey(order.orderId, line.productId)] = { confirmed: null, quantity: line.quantity };
    }
  }
  return decisions;
}

export function decisionOf(decisions: Decisions, orderId: string, productId: string): LineDecision {
  return decisions[decisionKey(orderId, productId)] ?? { confirmed: null, quantity: 0 };
}

/** Choosing the same answer again takes it back: the line is undecided once more. */
export function toggleDecision(decisions: Decisions, key: string, choice: boolean): Decisions {
  const current = decisions[key];
  if (!current) return decisions;
  return { ...decisions, [key]: { ...current, confirmed: current.confirmed === choice ? null : choice } };
}

/** Whole numbers from 0 to the quantity ordered; anything else keeps the previous quantity. */
export function changeQuantity(decisions: Decisions, key: string, quantity: number, ordered: number): Decisions {
  const current = decisions[key];
  if (!current || !Number.isInteger(quantity) || quantity < 0 || quantity > ordered) return decisions;
  return { ...decisions, [key]: { ...current, quantity } };
}

export type ApproveAllState = 'all' | 'some' | 'none';

/** 'Approve all' is ticked when every line is accepted, half-ticked when only some are. */
export function approveAllState(decisions: Decisions): ApproveAllState {
  const values = Object.values(decisions);
  const accepted = values.filter((decision) => decision.confirmed === true).length;
  if (values.length > 0 && accepted === values.length) return 'all';
  return accepted > 0 ? 'some' : 'none';
}

/** Spec 01 §4: 'Approve all' sets confirmation on every line, or clears it when all are already set. */
export function toggleApproveAll(decisions: Decisions): Decisions {
  const confirmed = approveAllState(decisions) === 'all' ? null : true;
  return Object.fromEntries(Object.entries(decisions).map(([key, decision]) => [key, { ...decision, confirmed }]));
}

export function everyLineDecided(decisions: Decisions): boolean {
  const values = Object.values(decisions);
  return values.length > 0 && values.every((decision) => decision.confirmed !== null);
}

export function anyLineDecided(decisions: Decisions): boolean {
  return Object.values(decisions).some((decision) => decision.confirmed !== null);
}

/** The POST body: every line of every new order; a rejected line delivers nothing. */
export function approveBody(orders: readonly ChecklistOrder[], decisions: Decisions): ApproveChecklistBody {
  return {
    orders: orders.map((order) => ({
      orderId: order.orderId,
      lines: order.lines.map((line) => {
        const decision = decisionOf(decisions, order.orderId, line.productId);
        const confirmed = decision.confirmed === true;
        return { productId: line.productId, confirmed, updatedQuantity: confirmed ? decision.quantity : 0 };
      }),
    })),
  };
}

/** The approved orders' current decisions, for an admin to edit on a locked checklist. */
export function decisionsOfApproved(orders: readonly ChecklistOrder[]): Decisions {
  const decisions: Record<string, LineDecision> = {};
  for (const order of orders) {
    for (const line of order.lines) {
      decisions[decisionKey(order.orderId, line.productId)] = {
        confirmed: line.supplierConfirmed ?? true,
        quantity: line.supplierConfirmed === false ? line.quantity : (line.updatedQuantity ?? line.quantity),
      };
    }
  }
  return decisions;
}
