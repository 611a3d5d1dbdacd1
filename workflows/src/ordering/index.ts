/** ordering: basket, orders and the supplier order checklist. Nothing of it lives in workflows yet. */
export {};
