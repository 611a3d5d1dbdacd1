/** specialPurchases: staff ask a manager to approve an out-of-the-ordinary purchase (spec 02 §2.11). */
export * from './api';
export * from './errors';
export * from './events';
export * from './messages';
