import { join, resolve } from 'node:path';
import { allProjections, createMemoryReadStore, ProjectionRunner } from '@oms/projections';
import { loadReadModelSnapshot, saveReadModelSnapshot } from '../engines/readModelSnapshot';
import { openDataDirEventStore } from '../eventStore/openDataDirEventStore';

/**
 * `npm run replay -- <projection|all>`: drop read models and rebuild them from the event store.
 * On the embedded engines the rebuilt models replace the snapshot in DATA_DIR, which the next
 * start restores; run it while the app is stopped, or the app's own snapshot on exit wins.
 */
const target = process.argv[2];
const names = allProjections.map((projection) => projection.name);
if (!target || (target !== 'all' && !names.includes(target))) {
  console.error(`Usage: npm run replay -- <${[...names, 'all'].join('|')}>`);
  process.exit(2);
}

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const eventStore = openDataDirEventStore(dataDir);
const readStore = createMemoryReadStore();
const snapshotFile = join(dataDir, 'read-models.json');
const snapshot = loadReadModelSnapshot(snapshotFile);
if (snapshot) readStore.restore(snapshot, { owned: true });

const runner = new ProjectionRunner(readStore, eventStore, allProjections);
const chosen = target === 'all' ? names : [target];
const started = performance.now();
const { events } = await runner.rebuild(chosen);
const seconds = (performance.now() - started) / 1000;
for (const name of chosen) {
  const collection = allProjections.find((p) => p.name === name)?.collection ?? name;
  console.log(`${name}: ${await readStore.collection(collection).countDocuments()} documents`);
}
console.log(`${events} events replayed into ${chosen.length} read model(s) in ${seconds.toFixed(2)} s`);
await saveReadModelSnapshot(snapshotFile, readStore.snapshot(await readStore.listCollections(), { copy: false }));
await eventStore.close();
