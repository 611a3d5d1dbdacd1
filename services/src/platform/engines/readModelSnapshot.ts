import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, renameSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Document } from '@oms/projections';

/**
 * The embedded read models live in memory; between runs they are kept in one file with their
 * checkpoints, so a restart catches up from there instead of replaying everything.
 *
 * The file is JSON lines: a header, then chunks of one collection's documents each, then a trailer
 * counting the chunks. Never one JSON string for everything: at a million events the read models
 * outgrow V8's longest string, and a save or a load of one string would fail.
 */
const HEADER = JSON.stringify({ format: 'oms-read-models', version: 2 });
/** A chunk's JSON is kept near this size: big enough that parsing is the cost, small enough to be no string risk. */
const CHUNK_CHARACTERS = 8 * 1024 * 1024;
const FIRST_CHUNK_DOCUMENTS = 256;
const NEWLINE = 0x0a;
const READ_BLOCK_BYTES = 64 * 1024 * 1024;

interface Chunk {
  c: string;
  d: Document[];
}

/**
 * The saved read models, or null when there is no file or it is torn or foreign (that only costs a
 * rebuild from the event store). A file from before the chunked format (one JSON object) is still
 * read when it fits in one string, so an upgrade does not replay everything.
 */
export function loadReadModelSnapshot(file: string): Record<string, Document[]> | null {
  if (!existsSync(file)) return null;
  try {
    if (!startsWithHeader(file)) return singleObjectSnapshot(readFileSync(file));
    const lines = fileLines(file);
    lines.next();
    const data = new Map<string, Document[]>();
    let chunks = 0;
    let complete = false;
    for (const line of lines) {
      if (complete) return null;
      const parsed = JSON.parse(line) as Partial<Chunk> & { chunks?: unknown };
      if (parsed.chunks !== undefined) {
        // Without the trailer, or with a different count, the file stopped at a line boundary.
        complete = parsed.chunks === chunks;
        if (!complete) return null;
        continue;
      }
      if (typeof parsed.c !== 'string' || !Array.isArray(parsed.d)) return null;
      const documents = data.get(parsed.c) ?? [];
      data.set(parsed.c, documents);
      for (const document of parsed.d) documents.push(document);
      chunks += 1;
    }
    return complete ? Object.fromEntries(data) : null;
  } catch {
    return null;
  }
}

function startsWithHeader(file: string): boolean {
  const header = Buffer.from(`${HEADER}\n`);
  const start = Buffer.alloc(header.length);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, start, 0, start.length, 0);
  } finally {
    closeSync(descriptor);
  }
  return start.equals(header);
}

/**
 * The file's lines, read a block at a time: a snapshot may be larger than one Buffer may be. A
 * newline byte never occurs inside a UTF-8 character, so lines are cut on bytes.
 */
function* fileLines(file: string): Generator<string> {
  const descriptor = openSync(file, 'r');
  try {
    let buffer = Buffer.allocUnsafe(Math.min(READ_BLOCK_BYTES, fstatSync(descriptor).size + 1));
    let filled = 0;
    for (;;) {
      // A line longer than the block: the block grows to hold it.
      if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
      const read = readSync(descriptor, buffer, filled, buffer.length - filled, null);
      if (read === 0) break;
      filled += read;
      const block = buffer.subarray(0, filled);
      let start = 0;
      for (let end = block.indexOf(NEWLINE, start); end !== -1; end = block.indexOf(NEWLINE, start)) {
        yield block.toString('utf8', start, end);
        start = end + 1;
      }
      buffer.copy(buffer, 0, start, filled);
      filled -= start;
    }
    // A last line without its newline was cut short by a crash.
    if (filled > 0) throw new Error('Torn snapshot');
  } finally {
    closeSync(descriptor);
  }
}

function singleObjectSnapshot(buffer: Buffer): Record<string, Document[]> | null {
  const data = JSON.parse(buffer.toString('utf8')) as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return Object.values(data).every(Array.isArray) ? (data as Record<string, Document[]>) : null;
}

const savesInFlight = new Map<string, Promise<void>>();

/**
 * Written beside the old one, flushed, then renamed over it: a crash leaves the old or the new file,
 * whole. Chunks are written as they are made, giving the event loop a turn between them. The
 * caller's arrays are the cut: documents in a memory read store are replaced, never changed in
 * place, so writes made meanwhile do not reach this snapshot. Saves of one file run one after the
 * other, so an older cut never lands over a newer one.
 */
export function saveReadModelSnapshot(file: string, data: Record<string, Document[]>): Promise<void> {
  const previous = savesInFlight.get(file) ?? Promise.resolve();
  const saved = previous.catch(() => {}).then(() => writeSnapshot(file, data));
  const settled = saved.catch(() => {});
  savesInFlight.set(file, settled);
  void settled.then(() => {
    if (savesInFlight.get(file) === settled) savesInFlight.delete(file);
  });
  return saved;
}

async function writeSnapshot(file: string, data: Record<string, Document[]>): Promise<void> {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'w');
  try {
    await handle.write(`${HEADER}\n`);
    let chunks = 0;
    for (const line of chunkLines(data)) {
      await handle.write(line);
      chunks += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await handle.write(`${JSON.stringify({ chunks })}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  renameSync(partial, file);
}

/** One line per slice of a collection, each slice sized from the last so a line stays near CHUNK_CHARACTERS. */
export function* chunkLines(data: Record<string, Document[]>, targetCharacters = CHUNK_CHARACTERS): Generator<string> {
  for (const [name, documents] of Object.entries(data)) {
    const prefix = `{"c":${JSON.stringify(name)},"d":`;
    let count = FIRST_CHUNK_DOCUMENTS;
    let start = 0;
    do {
      const slice = documents.slice(start, start + count);
      const json = JSON.stringify(slice);
      yield `${prefix}${json}}\n`;
      start += slice.length;
      const perDocument = json.length / Math.max(slice.length, 1);
      count = Math.max(1, Math.floor(targetCharacters / Math.max(perDocument, 1)));
    } while (start < documents.length);
  }
}
