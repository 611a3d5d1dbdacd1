import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './realtimeConnection';

describe('reconnect backoff', () => {
  it('doubles from one second up to thirty, within a quarter either way', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 1)).toBe(1250);
  });
});
