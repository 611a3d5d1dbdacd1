import type Database from 'better-sqlite3';

export interface GroupCommit {
  /**
   * Runs `work` in the next batch, inside its own savepoint, and `afterCommit` on its outcome once
   * the batch has committed. A `work` that throws undoes only its own writes and rejects only its
   * own caller; a failed COMMIT rejects everyone in the batch.
   */
  submit<Outcome, Result>(work: () => Outcome, afterCommit: (outcome: Outcome) => Result): Promise<Result>;
  /** Commits what is queued now, e.g. before the connection closes. */
  flush(): void;
}

interface Job {
  work: () => unknown;
  afterCommit: (outcome: unknown) => unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

type Attempt = { ok: true; outcome: unknown } | { ok: false; error: unknown };

/**
 * Appends asked for in the same turn of the event loop share one SQLite transaction: a commit
 * costs about as much for one command as for fifty (the WAL frames of the shared pages, the
 * transaction's own statements), so under load each command pays a fraction of it. Work runs in
 * call order, so every caller sees exactly what it would have seen had they appended one by one.
 * `onCommitted` runs after each batch that committed.
 */
export function sqliteGroupCommit(db: Database.Database, onCommitted: () => void = () => {}): GroupCommit {
  let queue: Job[] = [];
  let scheduled: NodeJS.Immediate | undefined;

  // Nested in the batch's transaction, better-sqlite3 makes each of these a savepoint.
  const inSavepoint = db.transaction((work: () => unknown) => work());
  const attempt = (job: Job): Attempt => {
    // Some errors (disk full, I/O) make SQLite roll the whole transaction back: the jobs after it
    // must not run in a transaction of their own, and the failed COMMIT then rejects them all.
    if (!db.inTransaction) return { ok: false, error: new Error('The batch transaction was rolled back') };
    try {
      return { ok: true, outcome: inSavepoint(job.work) };
    } catch (error) {
      return { ok: false, error };
    }
  };
  const runBatch = db.transaction((jobs: readonly Job[]) => jobs.map(attempt));
  // Alone in its batch, a job needs no savepoint: the transaction itself rolls back if it throws.
  const runAlone = db.transaction((job: Job): Attempt => ({ ok: true, outcome: job.work() }));

  function commit(jobs: readonly Job[]): Attempt[] | { failed: unknown } {
    try {
      return jobs.length === 1 ? [runAlone.immediate(jobs[0] as Job)] : runBatch.immediate(jobs);
    } catch (error) {
      // The job alone in its batch threw, or the transaction could not begin or commit.
      return { failed: error };
    }
  }

  function flush(): void {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    const jobs = queue;
    queue = [];
    if (jobs.length === 0) return;
    const attempts = commit(jobs);
    if ('failed' in attempts) {
      for (const job of jobs) job.reject(attempts.failed);
      return;
    }
    onCommitted();
    jobs.forEach((job, index) => {
      const attempted = attempts[index] as Attempt;
      if (!attempted.ok) {
        job.reject(attempted.error);
        return;
      }
      try {
        job.resolve(job.afterCommit(attempted.outcome));
      } catch (error) {
        job.reject(error);
      }
    });
  }

  return {
    submit<Outcome, Result>(work: () => Outcome, afterCommit: (outcome: Outcome) => Result): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({
          work,
          afterCommit: afterCommit as (outcome: unknown) => unknown,
          resolve: resolve as (result: unknown) => void,
          reject,
        });
        scheduled ??= setImmediate(flush);
      });
    },
    flush,
  };
}
