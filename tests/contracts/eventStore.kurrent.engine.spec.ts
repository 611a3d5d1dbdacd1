import { describe } from 'vitest';
import { openKurrentEventStore } from '../../services/src/platform/eventStore/kurrentEventStore';
import { describeEventStoreContract } from './eventStoreContract';

// KURRENTDB_URL (kurrentdb://…) names a KurrentDB/EventStoreDB server: compose, testcontainers or the caller's.
const connectionString = process.env.KURRENTDB_URL;

describe.skipIf(!connectionString)('KurrentDB event store', () => {
  describeEventStoreContract('kurrentdb', async () =>
    openKurrentEventStore({ connectionString: connectionString ?? '' }),
  );
});
