import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allProjections, createMemoryReadStore, ProjectionRunner, type ReadStore } from '@oms/projections';
import { openDataDirEventStore } from '../../platform/eventStore/openDataDirEventStore';

/** The read models Co-Pilot's extraction reads: customers, their accounts, price files. */
const extractionReadModels = ['venues', 'venueSuppliers', 'accounts', 'catalogueProducts'];

/**
 * Opens the product's data in a data folder for reading: the read models extraction needs, built
 * in memory from the event store (nothing is written, so the app may be running on the same folder).
 */
export const openProductData = async (
  dataDir: string,
): Promise<{ readStore: ReadStore; clock: () => Date; close(): Promise<void> }> => {
  const file = join(resolve(dataDir), 'events.sqlite');
  if (!existsSync(file))
    throw new Error(
      `No product data in ${resolve(dataDir)} (no events.sqlite): start the app once with this DATA_DIR.`,
    );
  const eventStore = openDataDirEventStore(resolve(dataDir));
  const readStore = createMemoryReadStore();
  const runner = new ProjectionRunner(
    readStore,
    eventStore,
    allProjections.filter((projection) => extractionReadModels.includes(projection.name)),
  );
  await runner.rebuild(extractionReadModels);
  return {
    readStore,
    clock: () => new Date(),
    close: async () => {
      await eventStore.close();
      await readStore.close();
    },
  };
};
