/**
 * A seeded moment never later than the demo's now: a step planned for "two days after the order"
 * happens just now when the order was placed yesterday, so no event is recorded in the future.
 */
export const notAfter = (at: Date, now: Date): Date => (at.getTime() > now.getTime() ? now : at);
