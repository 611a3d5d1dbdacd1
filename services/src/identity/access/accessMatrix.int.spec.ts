import type { ChatThreads } from '@oms/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, sessionCookieFor } from '../../platform/engines/inMemoryApp';
import { accountIdForEmail } from '../account/accountId';
import type { Access } from './access';
import { accessMatrix } from './accessMatrix';

type Caller =
  | 'anonymous'
  | 'venueUser in own venue'
  | "venueUser in another's venue"
  | 'supplierAdmin of own supplier'
  | "supplierAdmin of another's supplier"
  | 'tfrAdmin'
  | 'admin';

/** The policy, role by role: what each access kind lets each caller do. */
const allowed: Record<Access, readonly Caller[]> = {
  public: [
    'anonymous',
    'venueUser in own venue',
    "venueUser in another's venue",
    'supplierAdmin of own supplier',
    "supplierAdmin of another's supplier",
    'tfrAdmin',
    'admin',
  ],
  signedIn: [
    'venueUser in own venue',
    "venueUser in another's venue",
    'supplierAdmin of own supplier',
    "supplierAdmin of another's supplier",
    'tfrAdmin',
    'admin',
  ],
  venue: ['venueUser in own venue', 'tfrAdmin', 'admin'],
  supplier: ['supplierAdmin of own supplier', 'tfrAdmin', 'admin'],
  adminArea: ['tfrAdmin', 'admin'],
  admin: ['admin'],
};

const callers: Record<Caller, { email: string | null; venueId: string; supplierId: string }> = {
  anonymous: { email: null, venueId: 'ven-crown-anchor', supplierId: 'sup-brakes' },
  'venueUser in own venue': { email: 'venue@oms.test', venueId: 'ven-crown-anchor', supplierId: 'sup-brakes' },
  "venueUser in another's venue": { email: 'venue@oms.test', venueId: 'OTHER', supplierId: 'sup-brakes' },
  'supplierAdmin of own supplier': {
    email: 'supplier@oms.test',
    venueId: 'ven-crown-anchor',
    supplierId: 'sup-brakes',
  },
  "supplierAdmin of another's supplier": {
    email: 'supplier@oms.test',
    venueId: 'ven-crown-anchor',
    supplierId: 'sup-smithfield',
  },
  tfrAdmin: { email: 'tfr@oms.test', venueId: 'OTHER', supplierId: 'sup-smithfield' },
  admin: { email: 'admin@oms.test', venueId: 'OTHER', supplierId: 'sup-smithfield' },
};

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let app: FastifyInstance;
let otherVenueId: string;
const cookies = new Map<string, string>();

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  app = harness.app;
  for (const email of new Set(Object.values(callers).flatMap(({ email }) => (email ? [email] : [])))) {
    cookies.set(email, await sessionCookieFor(app, email));
  }
  // A venue that belongs to nobody the venue user knows.
  const created = await app.inject({
    method: 'POST',
    url: '/api/venues',
    headers: { cookie: cookies.get('admin@oms.test') ?? '' },
    payload: { title: 'The Other Place' },
  });
  otherVenueId = (created.json() as { venueId: string }).venueId;
});
afterAll(async () => {
  await harness.close();
});

function urlFor(pattern: string, caller: Caller): string {
  const { venueId, supplierId } = callers[caller];
  return pattern
    .replace(':venueId', venueId === 'OTHER' ? otherVenueId : venueId)
    .replace(':supplierId', supplierId)
    .replace(':accountId', accountIdForEmail('venue@oms.test'))
    .replace(':productId', 'sup-brakes-p001');
}

describe('access matrix', () => {
  it('lists every API route the app declares, and nothing else', () => {
    expect(Object.keys(accessMatrix).sort()).toEqual([...app.declaredAccess.keys()].sort());
  });

  it('matches the access each route declares', () => {
    for (const [route, access] of app.declaredAccess) expect(accessMatrix[route], route).toBe(access);
  });

  const routes = Object.entries(accessMatrix).filter(([route]) => route !== 'POST /api/auth/logout');
  for (const caller of Object.keys(callers) as Caller[]) {
    it(`lets ${caller} through exactly where the policy allows`, async () => {
      const email = callers[caller].email;
      const cookie = email ? await sessionCookieFor(app, email) : undefined;
      for (const [route, access] of routes) {
        const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        // An empty body: allowed callers meet validation (400) or the handler; refused ones meet 401/403 first.
        const response = await app.inject({
          method,
          url: urlFor(pattern, caller),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          headers: cookie ? { cookie } : {},
        });
        // A plan gate ("This is a Pro feature.", a month's allowance used) lets the caller in, then refuses the plan.
        const planGate =
          response.statusCode === 403 && ['PLAN_FEATURE', 'PLAN_LIMIT_REACHED'].includes(response.json().error.code);
        const refused =
          response.statusCode === 401 || (response.statusCode === 403 && access !== 'signedIn' && !planGate);
        const expected = allowed[access].includes(caller) ? 'allowed' : 'refused';
        expect(refused ? 'refused' : 'allowed', `${caller}: ${route} answered ${response.statusCode}`).toBe(expected);
        // 503 is the one deliberate 5xx: a workflow-driven action with no workflow engine configured.
        const deliberate = response.statusCode === 503 && response.json().error.code === 'WORKFLOW_ENGINE_UNAVAILABLE';
        if (!deliberate) expect(response.statusCode, route).toBeLessThan(500);
      }
    });
  }
});

/**
 * Issue 48: 'signedIn' lets every chat route through the matrix above; the thread decides. Each row:
 * who reads which thread of Harbour Kitchen (support's, Brakes's, another supplier's).
 */
describe('access matrix: chat threads', () => {
  const threads: Record<Caller, readonly ['support' | 'own supplier' | 'other supplier', 200 | 401 | 403][]> = {
    anonymous: [
      ['support', 401],
      ['own supplier', 401],
    ],
    'venueUser in own venue': [
      ['support', 200],
      ['own supplier', 200],
      ['other supplier', 200],
    ],
    "venueUser in another's venue": [
      ['support', 403],
      ['own supplier', 403],
    ],
    'supplierAdmin of own supplier': [
      ['support', 403],
      ['own supplier', 200],
      ['other supplier', 403],
    ],
    "supplierAdmin of another's supplier": [['support', 403]],
    tfrAdmin: [
      ['support', 200],
      ['own supplier', 200],
    ],
    admin: [
      ['support', 200],
      ['own supplier', 200],
      ['other supplier', 200],
    ],
  };
  for (const caller of Object.keys(threads) as Caller[]) {
    it(`lets ${caller} read exactly its own threads`, async () => {
      const { email } = callers[caller];
      // Harbour Kitchen buys from Brakes and others; the routes above leave its links alone.
      const target = caller === "venueUser in another's venue" ? otherVenueId : 'ven-harbour-kitchen';
      const listed = await app.inject({
        url: '/api/venues/ven-harbour-kitchen/chat/threads',
        headers: { cookie: cookies.get('admin@oms.test') ?? '' },
      });
      const otherSupplier = (listed.json() as ChatThreads).threads.find(
        (thread) => thread.supplierId !== null && thread.supplierId !== 'sup-brakes',
      );
      expect(otherSupplier).toBeDefined();
      const base = `/api/venues/${target}/chat`;
      const urls = {
        support: base,
        'own supplier': `${base}/suppliers/sup-brakes`,
        'other supplier': `${base}/suppliers/${otherSupplier?.supplierId}`,
      };
      for (const [thread, status] of threads[caller]) {
        const response = await app.inject({
          url: urls[thread],
          headers: email ? { cookie: cookies.get(email) ?? '' } : {},
        });
        expect(response.statusCode, `${caller} reading ${thread}'s thread`).toBe(status);
      }
    });
  }
});
