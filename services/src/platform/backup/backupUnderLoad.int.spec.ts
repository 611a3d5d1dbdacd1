import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AccountEvent,
  accountStreamId,
  type DomainEvent,
  type FileStored,
  type NewEvent,
  type OrderApprovedBySupplier,
  orderStreamId,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../identity/account/accountId';
import { systemContext } from '../commands/commandContext';
import { toNewEvents } from '../commands/handleCommand';
import { openEmbeddedPlatform } from '../engines/embeddedPlatform';
import type { EventStore, ExpectedRevision } from '../eventStore/eventStore';
import { openDataDirEventStore } from '../eventStore/openDataDirEventStore';
import type { FileStore } from '../files/fileStore';
import { openFolderFileStore } from '../files/folderFileStore';
import { backupManifestFile } from './backupDataDir';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const writers = 6;
const ordersBeforeLoad = 8000;
const workFolder = mkdtempSync(join(tmpdir(), 'oms-backup-under-load-'));
const dataDir = join(workFolder, 'data');
const backupDir = join(workFolder, 'backup');
const restoreDir = mkdtempSync(join(workFolder, 'restored-'));

// The session secret in DATA_DIR must then be what opens the personal-data keys: the backup has to carry it.
const secretVariables = ['SESSION_SECRET', 'PERSONAL_DATA_KEY'] as const;
const savedSecrets = secretVariables.map((name) => [name, process.env[name]] as const);
beforeAll(() => {
  for (const name of secretVariables) delete process.env[name];
});
afterAll(() => {
  for (const [name, value] of savedSecrets) if (value !== undefined) process.env[name] = value;
  rmSync(workFolder, { recursive: true, force: true });
});

interface Acknowledged {
  eventId: string;
  streamId: string;
  revision: number;
  globalPosition: number;
  beforeBackup: boolean;
}

const placedOrder = (orderId: string, venueId: string, notes = '') =>
  orderPlaced({ orderId, venueId, poNumber: `PO-${orderId}`, notes });

const orderApproved = (orderId: string): DomainEvent<'OrderApprovedBySupplier', OrderApprovedBySupplier> => ({
  type: 'OrderApprovedBySupplier',
  data: { orderId, via: 'checklist', lines: [{ productId: 'product-1', confirmed: true, updatedQuantity: 2 }] },
});

/** The app's write path as the backup sees it: appends to the same file, from another process than its own. */
function loadOn(store: EventStore, files: FileStore) {
  const acknowledged: Acknowledged[] = [];
  const registered = new Map<string, { name: string; email: string }>();
  let backupStarted = false;
  let stopped = false;

  async function append(streamId: string, event: DomainEvent, expectedRevision: ExpectedRevision) {
    const [newEvent] = toNewEvents([event], systemContext()) as [NewEvent];
    const result = await store.appendToStream(streamId, [newEvent], { expectedRevision });
    acknowledged.push({
      eventId: newEvent.eventId,
      streamId,
      revision: result.nextExpectedRevision,
      globalPosition: result.lastPosition,
      beforeBackup: !backupStarted,
    });
  }

  async function writer(writerNumber: number) {
    const venueId = `venue-${writerNumber}`;
    let documents = 0;
    for (let turn = 0; !stopped; turn += 1) {
      const orderId = `w${writerNumber}-${turn}`;
      await append(orderStreamId(orderId), placedOrder(orderId, venueId), 'no_stream');
      if (turn > 0)
        await append(orderStreamId(`w${writerNumber}-${turn - 1}`), orderApproved(`w${writerNumber}-${turn - 1}`), 0);
      if (turn % 5 === 0) {
        const email = `buyer-${writerNumber}-${turn}@backup.test`;
        const accountId = accountIdForEmail(email);
        const name = `Buyer ${writerNumber}.${turn}`;
        registered.set(accountId, { name, email });
        const event: AccountEvent = {
          type: 'AccountRegistered',
          data: { accountId, name, email, passwordHash: 'not-a-real-hash', via: 'admin' },
        };
        await append(accountStreamId(accountId), event, 'no_stream');
      }
      if (turn % 10 === 0) {
        const file = await files.put(
          `invoices/${venueId}/invoice-${turn}.pdf`,
          Buffer.from(`%PDF invoice ${orderId}`),
          {
            fileName: `invoice-${turn}.pdf`,
            contentType: 'application/pdf',
          },
        );
        const event: DomainEvent<'FileStored', FileStored> = {
          type: 'FileStored',
          data: { file, purpose: 'invoicePdf' },
        };
        await append(`venueDocuments-${venueId}`, event, documents === 0 ? 'no_stream' : documents - 1);
        documents += 1;
      }
    }
  }

  return {
    acknowledged,
    registered,
    run: () => Promise.all(Array.from({ length: writers }, (_, index) => writer(index + 1))),
    backupStarting() {
      backupStarted = true;
    },
    stop() {
      stopped = true;
    },
  };
}

function runBackupCommand(target: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of secretVariables) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/src/platform/cli/backup.ts', target], {
    cwd: repositoryRoot,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

type EventRow = unknown[];
function eventRowsOf(file: string): EventRow[] {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare(
        'SELECT position, event_id, stream_id, revision, type, schema_version, data, metadata FROM events ORDER BY position',
      )
      .raw()
      .all() as EventRow[];
  } finally {
    database.close();
  }
}

describe('npm run backup while the app writes', () => {
  it('copies one moment holding every event acknowledged before it began, and the restored app rebuilds a consistent read side', async () => {
    mkdirSync(dataDir);
    const store = openDataDirEventStore(dataDir, {});
    const files = await openFolderFileStore(join(dataDir, 'files'));
    // Tens of megabytes, so that the copy itself takes a while with the writers committing beside it.
    for (let batch = 0; batch < ordersBeforeLoad / 200; batch += 1) {
      await store.appendToStreams(
        Array.from({ length: 200 }, (_, index) => {
          const orderId = `seed-${batch * 200 + index}`;
          return {
            streamId: orderStreamId(orderId),
            events: toNewEvents([placedOrder(orderId, 'venue-seed', 'x'.repeat(4000))], systemContext()),
            expectedRevision: 'no_stream' as const,
          };
        }),
      );
    }
    // A snapshot the backup must leave out: the restored app rebuilds from the copied events instead.
    writeFileSync(join(dataDir, 'read-models.json'), '{"stale":true}\n');

    // A long read in the app (a catch-up, a report) holds the checkpoint back: from here on the newest
    // events are only in the WAL, where a copy of the database file would not find them.
    const longRead = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    longRead.exec('BEGIN');
    longRead.prepare('SELECT count(*) FROM events').get();

    const load = loadOn(store, files);
    const writing = load.run();
    // Let the writers get going before the backup starts.
    while (load.acknowledged.length < 200) await new Promise((resolve) => setImmediate(resolve));
    load.backupStarting();
    const backup = await runBackupCommand(backupDir);
    const acknowledgedWhileBackingUp = load.acknowledged.filter((ack) => !ack.beforeBackup).length;
    longRead.exec('COMMIT');
    longRead.close();
    load.stop();
    await writing;
    await store.close();
    await files.close();

    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);
    expect(acknowledgedWhileBackingUp).toBeGreaterThan(0);
    expect(readdirSync(backupDir).sort()).toEqual([backupManifestFile, 'events.sqlite', 'files', 'session-secret']);

    // One moment: the copy is exactly the source's first events, nothing missing in between, nothing torn.
    const sourceRows = eventRowsOf(join(dataDir, 'events.sqlite'));
    const copiedRows = eventRowsOf(join(backupDir, 'events.sqlite'));
    expect(copiedRows.length).toBeLessThanOrEqual(sourceRows.length);
    expect(copiedRows).toEqual(sourceRows.slice(0, copiedRows.length));

    // Restore as docs/deployment.md says: the backup's contents into an empty data folder, then start.
    expect(readdirSync(restoreDir)).toEqual([]);
    cpSync(backupDir, restoreDir, { recursive: true });
    const restored = await openEmbeddedPlatform({ dataDir: restoreDir });
    try {
      const { platform } = restored;
      const events = await platform.eventStore.readAll();
      const byId = new Map(events.map((event) => [event.eventId, event]));
      const missing = load.acknowledged
        .filter((ack) => ack.beforeBackup)
        .filter((ack) => {
          const event = byId.get(ack.eventId);
          return (
            event?.streamId !== ack.streamId ||
            event.revision !== ack.revision ||
            event.globalPosition !== ack.globalPosition
          );
        });
      expect(missing).toEqual([]);
      expect(events.length).toBeGreaterThanOrEqual(
        ordersBeforeLoad + load.acknowledged.filter((ack) => ack.beforeBackup).length,
      );

      const revisionGaps: string[] = [];
      const lastRevision = new Map<string, number>();
      for (const event of events) {
        const expected = (lastRevision.get(event.streamId) ?? -1) + 1;
        if (event.revision !== expected) revisionGaps.push(`${event.streamId}@${event.revision}, expected ${expected}`);
        lastRevision.set(event.streamId, event.revision);
      }
      expect(revisionGaps).toEqual([]);

      const count = (type: string) => events.filter((event) => event.type === type).length;
      const orders = readModels.orders.in(platform.readStore);
      expect(await orders.countDocuments({})).toBe(count('OrderPlaced'));
      expect(await orders.countDocuments({ supplierDecision: { $ne: null } })).toBe(count('OrderApprovedBySupplier'));

      // Names and e-mail addresses are sealed in the events: readable only with the copied keys and secret.
      const accounts = readModels.accounts.in(platform.readStore);
      const registrations = events.filter((event) => event.type === 'AccountRegistered');
      expect(registrations.length).toBeGreaterThan(0);
      expect(await accounts.countDocuments({})).toBe(registrations.length);
      for (const event of registrations) {
        const { accountId } = event.data as { accountId: string };
        const account = await accounts.findOne({ _id: accountId });
        expect({ name: account?.name, email: account?.email }).toEqual(load.registered.get(accountId));
      }

      const storedFiles = events.filter((event) => event.type === 'FileStored');
      expect(storedFiles.length).toBeGreaterThan(0);
      for (const event of storedFiles) {
        const { file } = event.data as FileStored;
        expect(await platform.files.head(file.key)).toEqual(file);
      }
      expect(existsSync(join(restoreDir, backupManifestFile))).toBe(true);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
