/** integrations: bills to the venue's accounting service (spec 02 §2.5, §2.13). */
export * from './api';
export * from './connection';
export * from './dataplus';
export * from './errors';
export * from './events';
export * from './messages';
export * from './workflow';
export * from './xeroBill';
