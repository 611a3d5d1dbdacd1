/**
 * Runs `work` for every item with at most `limit` running at once, and settles when all have; the
 * first failure rejects (after the running ones settle, so nothing is left writing behind it).
 * Seeders use it for commands on distinct streams, which a server store then groups into a few
 * transactions instead of one round trip each.
 */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}
