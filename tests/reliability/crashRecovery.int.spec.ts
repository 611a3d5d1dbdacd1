import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections, createMemoryReadStore, type Document, ProjectionRunner } from '@oms/projections';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { saveReadModelSnapshot } from '../../services/src/platform/engines/readModelSnapshot';
import { openSqliteEventStore } from '../../services/src/platform/eventStore/sqliteEventStore';
import { withUpcasting } from '../../services/src/platform/eventStore/upcastingEventStore';
import { freePort, runApp } from '../e2e/support/appServer';
import { runLoad } from './crashLoad';

const dataDir = mkdtempSync(join(tmpdir(), 'oms-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a venue user reads after recovery: every answer the load's commands change. */
async function answers(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'venue@oms.test', password: 'Demo!Pass1' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const read: Record<string, string> = {};
  for (const venueId of ['ven-crown-anchor', 'ven-harbour-kitchen']) {
    for (const path of [
      'catalogue?limit=50',
      'catalogue?limit=50&page=2',
      'basket',
      'products?limit=100',
      'catalogue/search?q=milk',
    ]) {
      const url_ = `${url}/api/venues/${venueId}/${path}`;
      read[url_.slice(url.length)] = await (await fetch(url_, { headers: { cookie } })).text();
    }
  }
  return read;
}

/** Every projection's documents from the event store alone, as `npm run replay -- all` makes them. */
async function rebuildFromEvents(): Promise<Record<string, Document[]>> {
  const eventStore = withUpcasting(openSqliteEventStore({ filename: join(dataDir, 'events.sqlite') }));
  const readStore = createMemoryReadStore();
  const runner = new ProjectionRunner(readStore, eventStore, allProjections);
  await runner.rebuild(allProjections.map((projection) => projection.name));
  const snapshot = readStore.snapshot(await readStore.listCollections());
  await eventStore.close();
  return snapshot;
}

const byId = (documents: Document[] = []) => [...documents].sort((a, b) => String(a._id).localeCompare(String(b._id)));

describe('a crash under load', () => {
  it('loses no acknowledged command, duplicates none, and recovers read models equal to a rebuild', async () => {
    const port = await freePort();
    let app = await runApp(dataDir, port);
    // A clean stop first, so the crashed run restarts from an older snapshot plus the event tail.
    await runLoad(app.url, { clients: 8, until: Date.now() + 2_000, seed: 1 });
    await app.stop();

    app = await runApp(dataDir, port);
    const load = runLoad(app.url, { clients: 24, until: Date.now() + 8_000, seed: 2 });
    await sleep(3_500);
    app.child.kill('SIGKILL');
    const { acked, sent } = await load;
    expect(acked.length).toBeGreaterThan(20);

    const restartedAt = performance.now();
    app = await runApp(dataDir, port);
    const recoverySeconds = (performance.now() - restartedAt) / 1000;

    // Every acknowledged command is in the store, recorded by one append (one recordedAt per stream).
    const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    const events = db
      .prepare(
        "SELECT stream_id AS streamId, json_extract(metadata, '$.idempotencyKey') AS key, json_extract(metadata, '$.recordedAt') AS at FROM events WHERE key IS NOT NULL",
      )
      .all() as { streamId: string; key: string; at: string }[];
    db.close();
    const appends = new Map<string, Set<string>>();
    for (const event of events) {
      const streamKey = `${event.key} ${event.streamId}`;
      appends.set(streamKey, (appends.get(streamKey) ?? new Set()).add(event.at));
    }
    const recordedKeys = new Set(events.map((event) => event.key));
    const lost = acked.filter((command) => !recordedKeys.has(command.idempotencyKey));
    const duplicated = [...appends.entries()].filter(([, times]) => times.size > 1);
    console.log(
      `crash test: ${sent} sent, ${acked.length} acknowledged, ${lost.length} lost, ${duplicated.length} duplicated, ready again in ${recoverySeconds.toFixed(1)} s`,
    );
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);

    const recoveredAnswers = await answers(app.url);
    await app.stop();
    const recovered = JSON.parse(readFileSync(join(dataDir, 'read-models.json'), 'utf8')) as Record<string, Document[]>;
    const rebuilt = await rebuildFromEvents();
    for (const projection of allProjections) {
      expect(byId(recovered[projection.collection]), projection.collection).toEqual(
        byId(rebuilt[projection.collection]),
      );
    }

    // The same answers after `npm run replay -- all` and a start from its snapshot.
    saveReadModelSnapshot(join(dataDir, 'read-models.json'), rebuilt);
    app = await runApp(dataDir, port);
    const rebuiltAnswers = await answers(app.url);
    await app.stop();
    for (const [path, body] of Object.entries(recoveredAnswers)) expect(rebuiltAnswers[path], path).toBe(body);
  }, 240_000);
});
