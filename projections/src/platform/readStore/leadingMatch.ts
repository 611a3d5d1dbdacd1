import type { Filter } from './readStore';

/**
 * A pipeline's leading `$match`, which a store answers with its own query (indexes, a server), and
 * the stages left to run over what it returns.
 */
export function leadingMatch(pipeline: readonly Record<string, unknown>[]): {
  filter: Filter | null;
  rest: Record<string, unknown>[];
} {
  const [first, ...rest] = pipeline;
  const startsWithMatch = first !== undefined && Object.keys(first).length === 1 && '$match' in first;
  return startsWithMatch ? { filter: first.$match as Filter, rest } : { filter: null, rest: [...pipeline] };
}
