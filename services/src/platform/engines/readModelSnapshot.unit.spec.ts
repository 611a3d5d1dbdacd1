import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryReadStore } from '@oms/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkLines, loadReadModelSnapshot, saveReadModelSnapshot } from './readModelSnapshot';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function snapshotFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'oms-read-models-'));
  folders.push(folder);
  return join(folder, 'read-models.json');
}

const things = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ _id: `t${index}`, n: index, note: 'é\nline' }));

describe('read-model snapshot file', () => {
  it('gives back what was saved, empty collections included', async () => {
    const file = snapshotFile();
    const data = { things: things(3), empty: [], _checkpoints: [{ _id: 'things', position: 42 }] };
    await saveReadModelSnapshot(file, data);
    expect(loadReadModelSnapshot(file)).toEqual(data);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('splits a large collection over several lines and joins them back in order', async () => {
    const data = { things: things(5_000) };
    const lines = [...chunkLines(data, 4_096)];
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.endsWith('}\n'))).toBe(true);
    // The first slice has a fixed count; the ones after it are sized from it.
    expect(lines.slice(1).every((line) => line.length < 4_096 * 1.5)).toBe(true);

    const file = snapshotFile();
    await saveReadModelSnapshot(file, data);
    // The default chunk is large: this one is split because its first slice is small.
    expect(readFileSync(file, 'utf8').trimEnd().split('\n').length).toBeGreaterThan(3);
    expect(loadReadModelSnapshot(file)).toEqual(data);
  });

  it('reads nothing from a file cut short, whether inside a line or at its end', async () => {
    const file = snapshotFile();
    await saveReadModelSnapshot(file, { things: things(5_000), more: things(2) });
    const whole = readFileSync(file);

    truncateSync(file, whole.length - 5);
    expect(loadReadModelSnapshot(file)).toBeNull();

    // Cut exactly after a chunk's newline: every line parses, but the trailer is missing.
    const lastChunkEnd = whole.lastIndexOf('\n', whole.length - 2) + 1;
    writeFileSync(file, whole.subarray(0, lastChunkEnd));
    expect(loadReadModelSnapshot(file)).toBeNull();
  });

  it('reads nothing from a foreign file, and nothing when there is no file', () => {
    const file = snapshotFile();
    expect(loadReadModelSnapshot(file)).toBeNull();
    writeFileSync(file, 'not a snapshot');
    expect(loadReadModelSnapshot(file)).toBeNull();
    writeFileSync(file, JSON.stringify({ things: 'not a list' }));
    expect(loadReadModelSnapshot(file)).toBeNull();
  });

  it('still reads a snapshot saved before the chunked format (one JSON object)', () => {
    const file = snapshotFile();
    const data = { things: things(2) };
    writeFileSync(file, JSON.stringify(data));
    expect(loadReadModelSnapshot(file)).toEqual(data);
  });

  it('saves the moment it was asked for, whatever the store does while the file is written', async () => {
    const file = snapshotFile();
    const store = createMemoryReadStore();
    await store.collection('things').insertMany(things(3));
    const saving = saveReadModelSnapshot(file, store.snapshot(['things'], { copy: false }));
    await store.collection('things').updateOne({ _id: 't0' }, { $set: { n: 99 } });
    await store.collection('things').deleteOne({ _id: 't1' });
    await saving;
    expect(loadReadModelSnapshot(file)?.things).toEqual(things(3));
  });

  it('lets a later save land over an earlier one, never the other way round', async () => {
    const file = snapshotFile();
    const first = saveReadModelSnapshot(file, { things: things(20_000) });
    const second = saveReadModelSnapshot(file, { things: things(1) });
    await Promise.all([first, second]);
    expect(loadReadModelSnapshot(file)?.things).toEqual(things(1));
  });
});
