export * from './api';
export * from './errors';
export * from './events';
export * from './rules';
export * from './venueProductsCsv';
