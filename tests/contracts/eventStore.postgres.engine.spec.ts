import { describe } from 'vitest';
import { openPostgresEventStore } from '../../services/src/platform/eventStore/postgresEventStore';
import { describeEventStoreContract } from './eventStoreContract';

// POSTGRES_URL comes from `npm run test:engines` (a throwaway cluster from Debian's package) or the caller.
const connectionString = process.env.POSTGRES_URL;

describe.skipIf(!connectionString)('PostgreSQL event store', () => {
  describeEventStoreContract('postgres', () => openPostgresEventStore({ connectionString: connectionString ?? '' }));
});
