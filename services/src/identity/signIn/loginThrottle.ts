/**
 * Failed attempts per account (sign-in and reset codes): after `maxFailures` inside `windowMs` the
 * account is refused until the window has passed. Kept in memory per API process; the per-address
 * limit is @fastify/rate-limit's.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  isBlocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  recordFailure(key: string, now: number): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }
}
