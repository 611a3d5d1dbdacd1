import { join } from 'node:path';
import { personalDataSecretFor } from '../../privacy/personalData/personalDataFromEnv';
import { sqlitePersonalDataKeys } from '../../privacy/personalData/personalDataKeys';
import { withPersonalData } from '../../privacy/personalData/protectingEventStore';
import type { EventStore } from './eventStore';
import { openSqliteEventStore } from './sqliteEventStore';
import { withUpcasting } from './upcastingEventStore';

/**
 * The embedded event store of a data folder as the app reads it, for tools run beside it (replay,
 * Co-Pilot's CLI): upcast, and personal fields opened with the keys kept in the same file.
 */
export function openDataDirEventStore(dataDir: string, env: NodeJS.ProcessEnv = process.env): EventStore {
  const sqlite = openSqliteEventStore({ filename: join(dataDir, 'events.sqlite') });
  const keys = sqlitePersonalDataKeys(sqlite.database, personalDataSecretFor(dataDir, env));
  return withPersonalData(withUpcasting(sqlite), keys);
}
