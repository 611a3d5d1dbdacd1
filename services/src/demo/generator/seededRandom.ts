/** Deterministic numbers from a seed (mulberry32): the same seed always yields the same data. */
export interface SeededRandom {
  /** In [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A new stream derived from this seed and a label, so adding data elsewhere does not shift it. */
  fork(label: string): SeededRandom;
}

function hashLabel(seed: number, label: string): number {
  let hash = seed ^ 0x9e3779b9;
  for (let index = 0; index < label.length; index += 1) {
    hash = Math.imul(hash ^ label.charCodeAt(index), 0x85ebca6b);
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    fork: (label) => seededRandom(hashLabel(seed, label)),
  };
}
