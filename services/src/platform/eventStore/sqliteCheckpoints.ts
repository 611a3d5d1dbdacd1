import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/**
 * Why a timer and not SQLite's automatic checkpoint: with `synchronous=NORMAL` a WAL commit is
 * written to the OS at once (a crashed process loses nothing) but reaches the disk (survives a
 * power cut) only at the next checkpoint, which syncs the WAL. SQLite's automatic checkpoint
 * comes after 1000 pages of WAL: after a fraction of a second under load, after hours when few
 * commands arrive, and always on the committing thread (a stall for whoever waits on the event
 * loop). Checkpointing on a timer from another thread bounds that window by time instead: never
 * longer than this, whatever the load, and without stalling the event loop.
 */
const checkpointEveryMs = 250;
const checkpointUnderLoadEveryMs = 20;
const sqliteDefaultAutoCheckpointPages = 1000;
const restartWaitMs = 100;
const stopTimeoutMs = 5000;

// Plain JavaScript, evaluated as is in the worker: no loader or transform runs there.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true });
// A checkpoint syncs as its own connection is told to: the same as the app's.
db.pragma('synchronous = ' + workerData.synchronous);
// Only RESTART waits (for the app's writer to finish its transaction); PASSIVE never does.
db.pragma('busy_timeout = ' + workerData.restartWaitMs);
function checkpoint() {
  // PASSIVE copies the WAL into the database without blocking the app's readers or writer.
  const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
  // The app's writer starts the WAL over only when it finds every frame copied, which a steady
  // stream of commits never leaves it: then RESTART holds the writer back for the last few
  // frames, so that the WAL stays as small as SQLite's automatic checkpoint would keep it.
  const grown = passive.log > workerData.restartAfterFrames;
  if (grown) db.pragma('wal_checkpoint(RESTART)');
  // Under a heavy load the WAL would grow by a whole interval's commits: look again sooner.
  const busy = passive.log > workerData.restartAfterFrames / 4;
  timer = setTimeout(checkpoint, busy ? workerData.underLoadEveryMs : workerData.everyMs);
}
let timer = setTimeout(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage('ready');
`;

export interface BackgroundCheckpoints {
  /** A transaction committed: the first one starts the checkpointing thread. */
  committed(): void;
  /** Stops the thread and closes its connection. */
  stop(): Promise<void>;
}

/** Files only: an in-memory database (or one opened from an image) has no WAL to checkpoint. */
export function isFileBacked(options: { filename: string; image?: Buffer }): boolean {
  const { filename } = options;
  return !options.image && filename !== '' && filename !== ':memory:' && !filename.startsWith('file::memory:');
}

/**
 * Checkpoints the WAL of `db`'s file from a worker thread with its own connection, and turns the
 * automatic checkpoint of `db` off while that thread runs. Should the thread fail to start or
 * die, `db` checkpoints automatically again, as SQLite does by default.
 */
export function backgroundCheckpoints(db: Database.Database, filename: string): BackgroundCheckpoints {
  let worker: Worker | undefined;
  let started = false;
  let stopping: Promise<void> | undefined;

  function start(): void {
    started = true;
    const thread = new Worker(workerSource, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        filename,
        synchronous: db.pragma('synchronous', { simple: true }),
        everyMs: checkpointEveryMs,
        underLoadEveryMs: checkpointUnderLoadEveryMs,
        restartAfterFrames: sqliteDefaultAutoCheckpointPages,
        restartWaitMs,
      },
    });
    worker = thread;
    thread.on('message', (message) => {
      if (message === 'ready' && !stopping && db.open) db.pragma('wal_autocheckpoint = 0');
    });
    // An unhandled 'error' would crash the process: the exit below falls back instead.
    thread.on('error', () => {});
    thread.once('exit', () => {
      worker = undefined;
      if (!stopping && db.open) db.pragma(`wal_autocheckpoint = ${sqliteDefaultAutoCheckpointPages}`);
    });
    // Never what keeps a process alive (`stop` holds it only while it waits for the thread). Last:
    // adding a 'message' listener refs the thread again.
    thread.unref();
  }

  return {
    committed() {
      if (started) return;
      try {
        start();
      } catch {
        // No worker threads here: SQLite's automatic checkpoint stays on.
      }
    },

    stop() {
      const thread = worker;
      if (!thread) return Promise.resolve();
      stopping ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => void thread.terminate(), stopTimeoutMs);
        thread.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        thread.ref();
        thread.postMessage('stop');
      });
      return stopping;
    },
  };
}
