import { describe, expect, it } from 'vitest';
import { inParallel } from './inParallel';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('inParallel', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure once the running items have settled, starting no more', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = inParallel([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      settled += 1;
      if (item === 2) throw new Error('two failed');
    });
    await expect(run).rejects.toThrow('two failed');
    expect(settled).toBe(started.length);
    expect(started).toEqual([1, 2, 3]);
  });

  it('settles at once for no items', async () => {
    await expect(inParallel([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
