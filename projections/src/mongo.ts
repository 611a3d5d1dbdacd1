/**
 * The MongoDB read store, apart from the index: importing it loads the mongodb driver, which the
 * embedded default (in-memory read models) never needs at start.
 */
export { openMongoReadStore } from './platform/readStore/mongoReadStore';
