import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiScenario } from '../../engines/apiScenario';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** One fresh situation for a command: who sends it, the request, and the same request with another body. */
export interface PreparedCommand {
  as: Inject;
  request: InjectOptions;
  changed: InjectOptions;
}

/**
 * A money or order command as the shared idempotency test drives it. Every route that declares
 * `config.idempotent` registers one (see idempotentCommands.int.spec.ts).
 */
export interface IdempotentCommand {
  /** As in the access matrix: 'POST /api/venues/:venueId/basket/order'. */
  route: string;
  /** Sets up a new situation each call, so each check starts clean. */
  prepare(scenario: ApiScenario): Promise<PreparedCommand>;
  /**
   * What the same request sent twice without a key does: 'refused' (the second is a 4xx and
   * records nothing), 'noEffect' (answered, records nothing), or 'repeats' where a second one is a
   * second intent by design (adding to a basket twice); the dashboard always sends a key.
   */
  withoutKey: 'refused' | 'noEffect' | 'repeats';
}

const withKey = (request: InjectOptions, key: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': key },
});

async function recordedDuring(scenario: ApiScenario, action: () => Promise<unknown>): Promise<number> {
  const store = scenario.platform.eventStore;
  const before = await store.headPosition();
  await action();
  return (await store.headPosition()) - before;
}

/** The guarantees every money or order command keeps, checked through the HTTP API. */
export async function expectIdempotent(scenario: ApiScenario, command: IdempotentCommand): Promise<void> {
  const { route } = command;

  // A retry with the same key answers as the first time and records nothing more.
  const first = await command.prepare(scenario);
  const key = randomUUID();
  let original: LightMyRequestResponse | undefined;
  const firstEvents = await recordedDuring(scenario, async () => {
    original = await first.as(withKey(first.request, key));
  });
  expect(original?.statusCode, `${route}: ${original?.body}`).toBeLessThan(300);
  expect(firstEvents, `${route} records its effect`).toBeGreaterThan(0);
  let retried: LightMyRequestResponse | undefined;
  const retryEvents = await recordedDuring(scenario, async () => {
    retried = await first.as(withKey(first.request, key));
  });
  expect(retried?.statusCode, `${route}: a retry answers as the first time`).toBe(original?.statusCode);
  expect(retryEvents, `${route}: a retry records nothing`).toBe(0);

  // The same key for another request is refused, and records nothing.
  let reused: LightMyRequestResponse | undefined;
  const reusedEvents = await recordedDuring(scenario, async () => {
    reused = await first.as(withKey(first.changed, key));
  });
  expect(reused?.statusCode, `${route}: ${reused?.body}`).toBe(422);
  expect(reused?.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect(reusedEvents, `${route}: a reused key records nothing`).toBe(0);

  // A double click: two submits with one key at the same moment take effect once.
  const racing = await command.prepare(scenario);
  const raceKey = randomUUID();
  let answers: LightMyRequestResponse[] = [];
  const raceEvents = await recordedDuring(scenario, async () => {
    answers = await Promise.all([
      racing.as(withKey(racing.request, raceKey)),
      racing.as(withKey(racing.request, raceKey)),
    ]);
  });
  expect(
    answers.map((answer) => answer.statusCode),
    `${route}: ${answers.map((answer) => answer.body).join(' / ')}`,
  ).toEqual([original?.statusCode, original?.statusCode]);
  expect(raceEvents, `${route}: a raced double submit takes effect once`).toBe(firstEvents);

  // Without a key, the API is public: a second identical submit must not double a money effect.
  if (command.withoutKey === 'repeats') return;
  const unkeyed = await command.prepare(scenario);
  await unkeyed.as(unkeyed.request);
  let second: LightMyRequestResponse | undefined;
  const secondEvents = await recordedDuring(scenario, async () => {
    second = await unkeyed.as(unkeyed.request);
  });
  expect(secondEvents, `${route}: a second submit without a key records nothing`).toBe(0);
  if (command.withoutKey === 'refused') {
    expect(second?.statusCode, `${route}: ${second?.body}`).toBeGreaterThanOrEqual(400);
    expect(second?.statusCode).toBeLessThan(500);
  } else {
    expect(second?.statusCode, `${route}: ${second?.body}`).toBeLessThan(300);
  }
}
