import { type VenueList, type VenueSettings, type VenueSummary, venueMessages } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;

beforeEach(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterEach(async () => {
  await harness.close();
});

const completeSettings = {
  title: 'Harbour Kitchen',
  code: 'HARBKT',
  addressLine1: '2 Quay Street',
  // Spec 01 §2: the code shows only with line 2 filled too, though saving allows it empty.
  addressLine2: 'Harbourside',
  addressCity: 'Bristol',
  addressPostCode: 'BS1 4DB',
  phoneNumber: '0117 496 0321',
};

describe('venues list', () => {
  it("shows only the account's venues, with a code only where settings are complete", async () => {
    const list = (await asVenueUser({ url: '/api/venues' })).json() as VenueList;
    expect(list.venues.map((venue) => [venue.venueId, venue.code])).toEqual([
      ['ven-harbour-kitchen', null],
      ['ven-crown-anchor', 'CRNANC'],
    ]);
    expect(list.pagination).toEqual({ page: 1, limit: 200, total: 2, totalPages: 1 });
  });

  it('searches by title and pages', async () => {
    const before = ((await asAdmin({ url: '/api/venues' })).json() as VenueList).pagination.total;
    for (const title of ['The Anchor Inn', 'Anchor & Hope', 'The Fox']) {
      await asAdmin({ method: 'POST', url: '/api/venues', payload: { title } });
    }
    const found = (await asAdmin({ url: '/api/venues?title=anchor' })).json() as VenueList;
    expect(found.venues.map((venue) => venue.title)).toEqual(['Anchor & Hope', 'The Anchor Inn', 'The Crown & Anchor']);
    const page2 = (await asAdmin({ url: '/api/venues?page=2&limit=2' })).json() as VenueList;
    expect(page2.pagination).toMatchObject({
      page: 2,
      limit: 2,
      total: before + 3,
      totalPages: Math.ceil((before + 3) / 2),
    });
    expect(page2.venues).toHaveLength(2);
    expect((await asAdmin({ url: '/api/venues?limit=500' })).statusCode).toBe(400);
  });
});

describe('creating a venue', () => {
  it('lets a new account create its first venue, and only its first', async () => {
    const registered = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Owner', email: 'owner@pub.test', password: 'Str0ng!Pass' },
    });
    const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const asOwner = injectAs(harness.app, cookie);
    const created = await asOwner({ method: 'POST', url: '/api/venues', payload: { title: 'The Red Lion' } });
    expect(created.statusCode).toBe(201);
    const venue = created.json() as VenueSummary;
    expect(venue).toMatchObject({ title: 'The Red Lion', code: null });
    expect((await asOwner({ url: `/api/venues/${venue.venueId}` })).statusCode).toBe(200);
    const second = await asOwner({ method: 'POST', url: '/api/venues', payload: { title: 'Another' } });
    expect(second.statusCode).toBe(403);
    const noTitle = await asAdmin({ method: 'POST', url: '/api/venues', payload: { title: '  ' } });
    expect(noTitle.json().error.fields.title).toBe('Please complete your venue title');
  });
});

describe('venue settings', () => {
  it('completing address and phone gives the venue its code, and flags the address update', async () => {
    const saved = await asVenueUser({
      method: 'PUT',
      url: '/api/venues/ven-harbour-kitchen/settings',
      payload: completeSettings,
    });
    expect(saved.statusCode).toBe(200);
    const settings = saved.json() as VenueSettings;
    expect(settings).toMatchObject({
      hasVenueCode: true,
      code: 'HARBKT',
      addressUpdatedAt: '2026-11-22T10:00:00.000Z',
    });
    const summary = (await asVenueUser({ url: '/api/venues/ven-harbour-kitchen' })).json() as VenueSummary;
    expect(summary.code).toBe('HARBKT');
  });

  it("answers the spec's messages for incomplete settings", async () => {
    const response = await asVenueUser({
      method: 'PUT',
      url: '/api/venues/ven-harbour-kitchen/settings',
      payload: { ...completeSettings, title: '', code: 'ABC', addressCity: ' ', phoneNumber: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'Please complete your venue title',
      code: 'The venue code has to have at least 6 characters',
      addressCity: 'Please complete your address',
      phoneNumber: 'Please complete your phone number',
    });
  });

  it('refuses a code another venue holds', async () => {
    const response = await asVenueUser({
      method: 'PUT',
      url: '/api/venues/ven-harbour-kitchen/settings',
      payload: { ...completeSettings, code: 'crnanc' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(venueMessages.codeTaken);
  });

  it('regenerates the venue code', async () => {
    const before = (await asVenueUser({ url: '/api/venues/ven-crown-anchor/settings' })).json() as VenueSettings;
    const after = await asVenueUser({ method: 'POST', url: '/api/venues/ven-crown-anchor/settings/code' });
    expect(after.statusCode).toBe(200);
    const { code } = after.json() as VenueSettings;
    expect(code).not.toBe(before.code);
    expect(code).toMatch(/^[A-Z]{4}\d{4}$/);
    const stream = await harness.platform.eventStore.readStream('venue-ven-crown-anchor');
    expect(stream.at(-1)?.type).toBe('VenueCodeRegenerated');
  });
});
