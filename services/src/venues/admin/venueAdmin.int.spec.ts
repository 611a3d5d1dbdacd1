import {
  flashReportColumns,
  grossProfitReport,
  pushNotificationStreamId,
  type VenueAdminSettings,
  type VenueList,
  venueReportColumns,
  venueStreamId,
  venuesOrdersReportColumns,
} from '@oms/contracts';
import { grossProfitEntries, readModels } from '@oms/projections';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
const as: Record<'admin' | 'tfrAdmin' | 'venueUser' | 'supplier', ReturnType<typeof injectAs>> = {} as never;
const crown = 'ven-crown-anchor';
const harbour = 'ven-harbour-kitchen';

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  const emails = {
    admin: 'admin@oms.test',
    tfrAdmin: 'tfr@oms.test',
    venueUser: 'venue@oms.test',
    supplier: 'supplier@oms.test',
  };
  for (const [role, email] of Object.entries(emails)) {
    as[role as keyof typeof as] = injectAs(harness.app, await sessionCookieFor(harness.app, email));
  }
}, 120_000);
afterAll(async () => {
  await harness.close();
});

const parse = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe('venue admin settings (spec 03 §3)', () => {
  const settings = {
    tfrVenue: true,
    isPriceChangesVisible: false,
    orderReminder: '09:30',
    isInvoices: true,
    dataplusIntegration: true,
    isAddSupplierButtonHidden: true,
    isAccountNumberEditable: true,
    statsReciveEmails: ['GM@Crown.test', 'owner@crown.test'],
    activityEmailFrequency: 'weekly',
    additionalChatSupport: { title: 'Head office', emailAddress: 'office@crown.test' },
  };

  it('reads the defaults, then saves every field as events a TFR admin and an admin both may record', async () => {
    const before = (await as.admin({ url: `/api/venues/${harbour}/admin-settings` })).json() as VenueAdminSettings;
    expect(before).toMatchObject({ activityEmailFrequency: 'off', statsReciveEmails: [], orderReminder: null });

    const saved = await as.tfrAdmin({ method: 'PUT', url: `/api/venues/${harbour}/admin-settings`, payload: settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      venueId: harbour,
      title: 'Harbour Kitchen',
      ...settings,
      statsReciveEmails: ['gm@crown.test', 'owner@crown.test'],
    });
    const events = await harness.platform.eventStore.readStream(venueStreamId(harbour));
    expect(events.slice(-2).map((event) => event.type)).toEqual(['VenueCatalogueOptionsSet', 'VenueAdminSettingsSet']);

    const again = await as.admin({ method: 'PUT', url: `/api/venues/${harbour}/admin-settings`, payload: settings });
    expect(again.statusCode).toBe(200);
    expect(await harness.platform.eventStore.readStream(venueStreamId(harbour))).toHaveLength(events.length);
  });

  it("refuses a bad e-mail, a bad reminder time and a frequency the spec doesn't name", async () => {
    for (const bad of [
      { statsReciveEmails: ['not-an-email'] },
      { orderReminder: '25:00' },
      { activityEmailFrequency: 'hourly' },
    ]) {
      const response = await as.admin({
        method: 'PUT',
        url: `/api/venues/${harbour}/admin-settings`,
        payload: { ...settings, ...bad },
      });
      expect(response.statusCode).toBe(400);
    }
    const badEmail = await as.admin({
      method: 'PUT',
      url: `/api/venues/${harbour}/admin-settings`,
      payload: { ...settings, statsReciveEmails: ['nope'] },
    });
    expect(JSON.stringify(badEmail.json())).toContain('The input is not valid email');
  });

  it('refuses venue users and supplier admins', async () => {
    for (const caller of [as.venueUser, as.supplier]) {
      expect((await caller({ url: `/api/venues/${crown}/admin-settings` })).statusCode).toBe(403);
      const put = await caller({ method: 'PUT', url: `/api/venues/${crown}/admin-settings`, payload: settings });
      expect(put.statusCode).toBe(403);
    }
  });
});

describe('statistics e-mail', () => {
  it('e-mails the statistics to each address, through the outbox', async () => {
    const sent = await as.admin({ method: 'POST', url: `/api/venues/${harbour}/statistics-email` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Statistics have been successfully sent to the provided emails' });
    const mail = await readModels.mailbox
      .in(harness.platform.readStore)
      .find({ subject: /Harbour Kitchen statistics/ });
    expect(mail.map((message) => message.to).sort()).toEqual(['gm@crown.test', 'owner@crown.test']);
  });

  it('answers 422 for a venue without statistics addresses, 403 for a venue user', async () => {
    const none = await as.tfrAdmin({ method: 'POST', url: `/api/venues/${crown}/statistics-email` });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('Add at least one statistics e-mail first');
    expect((await as.venueUser({ method: 'POST', url: `/api/venues/${crown}/statistics-email` })).statusCode).toBe(403);
  });
});

describe('reports (spec 03 §9)', () => {
  const body = { venueIds: [crown, harbour], from: '2026-10-14', to: '2026-11-22' };

  it('Venues Orders Report: the exact columns, one row per ordered line', async () => {
    const response = await as.admin({ method: 'POST', url: '/api/admin/venue-reports/venues-orders', payload: body });
    expect(response.statusCode).toBe(200);
    const { fileName, csv } = response.json() as { fileName: string; csv: string };
    expect(fileName).toBe('venues-orders-2026-10-14-to-2026-11-22.csv');
    const [header, ...rows] = parse(csv);
    expect(header).toEqual([...venuesOrdersReportColumns]);
    expect(header).toEqual([
      'PO Number',
      'Title',
      'Sku',
      'Quantity',
      'Order Date',
      'Item Price',
      'Total Price',
      'Venue',
      'Ordered By',
      'Supplier Name',
      'Order Status',
    ]);
    const orders = await readModels.orders
      .in(harness.platform.readStore)
      .find({ venueId: { $in: [crown, harbour] }, orderedDate: { $gte: body.from, $lte: body.to } });
    expect(rows).toHaveLength(orders.reduce((sum, order) => sum + order.lines.length, 0));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Number(row[6])).toBeCloseTo(Number(row[5]) * Number(row[3]), 2);
      expect(['The Crown & Anchor', 'Harbour Kitchen']).toContain(row[7]);
    }
  });

  it('Combined Flash Report: the exact columns, every day of every venue from the gross profit fold', async () => {
    const figures = `/api/venues/${crown}/gross-profit`;
    expect(
      (
        await as.venueUser({
          method: 'POST',
          url: `${figures}/sales`,
          payload: { date: '2026-11-20', salesPence: 123_456 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await as.venueUser({
          method: 'POST',
          url: `${figures}/forecasts`,
          payload: { date: '2026-11-20', forecastPence: 100_000 },
        })
      ).statusCode,
    ).toBe(200);
    const response = await as.tfrAdmin({
      method: 'POST',
      url: '/api/admin/venue-reports/combined-flash',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse((response.json() as { csv: string }).csv);
    expect(header).toEqual([
      'Date',
      'Venue Name',
      'Sales',
      'Purchase Figures Per Day',
      'Misc Costs',
      'Gross Profit %',
      'Forecasted Sales',
      'Variance',
    ]);
    expect(header).toEqual([...flashReportColumns]);
    expect(rows).toHaveLength(40 * 2);
    const report = grossProfitReport(
      body.from,
      body.to,
      await grossProfitEntries(harness.platform.readStore, crown, body.from, body.to),
    );
    const day = report.days.find((candidate) => candidate.date === '2026-11-20');
    if (!day) throw new Error('the range holds 20 November');
    const row = rows.find((candidate) => candidate[0] === day.date && candidate[1] === 'The Crown & Anchor');
    expect(row).toEqual([
      '2026-11-20',
      'The Crown & Anchor',
      '1234.56',
      (day.purchasesPence / 100).toFixed(2),
      '0.00',
      day.grossProfitPercent?.toFixed(2),
      '1000.00',
      '234.56',
    ]);
  });

  it('Venue Report CSV: one row per venue and supplier', async () => {
    const response = await as.admin({ method: 'POST', url: '/api/admin/venue-reports/venue-report', payload: body });
    const [header, ...rows] = parse((response.json() as { csv: string }).csv);
    expect(header).toEqual([...venueReportColumns]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('needs at least one venue, a forward range and no future day', async () => {
    const noVenue = await as.admin({
      method: 'POST',
      url: '/api/admin/venue-reports/combined-flash',
      payload: { ...body, venueIds: [] },
    });
    expect(noVenue.statusCode).toBe(400);
    expect(JSON.stringify(noVenue.json())).toContain('Please select at least one venue');
    const future = await as.admin({
      method: 'POST',
      url: '/api/admin/venue-reports/venues-orders',
      payload: { ...body, to: '2026-11-23' },
    });
    expect(future.statusCode).toBe(400);
    const reversed = await as.admin({
      method: 'POST',
      url: '/api/admin/venue-reports/venues-orders',
      payload: { ...body, from: '2026-11-22', to: '2026-11-01' },
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('refuses venue users and supplier admins', async () => {
    for (const caller of [as.venueUser, as.supplier]) {
      const response = await caller({ method: 'POST', url: '/api/admin/venue-reports/venues-orders', payload: body });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('push notifications', () => {
  it('records the message with the venues, suppliers and accounts it reaches', async () => {
    const response = await as.tfrAdmin({
      method: 'POST',
      url: '/api/admin/push-notifications',
      headers: { 'idempotency-key': 'push-test-1' },
      payload: {
        message: 'Deliveries run on Boxing Day',
        venueIds: [crown, 'ven-unknown'],
        supplierIds: ['sup-brakes'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Notification sent to \d+ accounts$/);
    const venueUser = await readModels.accounts.in(harness.platform.readStore).findOne({ email: 'venue@oms.test' });
    const supplier = await readModels.accounts.in(harness.platform.readStore).findOne({ email: 'supplier@oms.test' });
    const events = await harness.platform.eventStore.readAll();
    const sent = events.filter((event) => event.type === 'PushNotificationSent');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.streamId.startsWith(pushNotificationStreamId('push-'))).toBe(true);
    expect(sent[0]?.data).toMatchObject({
      message: 'Deliveries run on Boxing Day',
      venueIds: [crown],
      supplierIds: ['sup-brakes'],
    });
    const accountIds = (sent[0]?.data as { accountIds: string[] } | undefined)?.accountIds ?? [];
    expect(accountIds).toContain(venueUser?.accountId);
    expect(accountIds).toContain(supplier?.accountId);

    const retried = await as.tfrAdmin({
      method: 'POST',
      url: '/api/admin/push-notifications',
      headers: { 'idempotency-key': 'push-test-1' },
      payload: {
        message: 'Deliveries run on Boxing Day',
        venueIds: [crown, 'ven-unknown'],
        supplierIds: ['sup-brakes'],
      },
    });
    expect(retried.statusCode).toBe(200);
    expect(
      (await harness.platform.eventStore.readAll()).filter((event) => event.type === 'PushNotificationSent'),
    ).toHaveLength(1);
  });

  it('lists what was sent, newest first, with the recipients by title', async () => {
    const list = await as.admin({ url: '/api/admin/push-notifications' });
    expect(list.statusCode).toBe(200);
    expect(list.json().notifications[0]).toMatchObject({
      message: 'Deliveries run on Boxing Day',
      venues: ['The Crown & Anchor'],
      suppliers: ['Brakes'],
    });
    for (const caller of [as.venueUser, as.supplier]) {
      expect((await caller({ url: '/api/admin/push-notifications' })).statusCode).toBe(403);
    }
  });

  it('needs a message and a recipient', async () => {
    const empty = await as.admin({
      method: 'POST',
      url: '/api/admin/push-notifications',
      payload: { message: ' ', venueIds: [crown] },
    });
    expect(empty.statusCode).toBe(400);
    const nobody = await as.admin({ method: 'POST', url: '/api/admin/push-notifications', payload: { message: 'Hi' } });
    expect(nobody.statusCode).toBe(400);
    expect(JSON.stringify(nobody.json())).toContain('Please choose at least one venue or supplier');
  });

  it('refuses venue users and supplier admins', async () => {
    for (const caller of [as.venueUser, as.supplier]) {
      const response = await caller({
        method: 'POST',
        url: '/api/admin/push-notifications',
        payload: { message: 'Hi', venueIds: [crown] },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('creating and deleting venues', () => {
  it('records the TFR flag an admin sets at creation', async () => {
    const created = await as.tfrAdmin({
      method: 'POST',
      url: '/api/venues',
      payload: { title: 'The Tidal', tfrVenue: true },
    });
    const { venueId } = created.json() as { venueId: string };
    const [registered] = await harness.platform.eventStore.readStream(venueStreamId(venueId));
    expect(registered?.data).toMatchObject({ title: 'The Tidal', tfrVenue: true });
    const settings = (await as.admin({ url: `/api/venues/${venueId}/admin-settings` })).json() as VenueAdminSettings;
    expect(settings.tfrVenue).toBe(true);
  });

  it('lets only an admin delete a venue: it leaves the lists, its history stays', async () => {
    const { venueId } = (
      await as.admin({ method: 'POST', url: '/api/venues', payload: { title: 'Pop-up Bar' } })
    ).json() as {
      venueId: string;
    };
    for (const caller of [as.tfrAdmin, as.venueUser, as.supplier]) {
      expect((await caller({ method: 'DELETE', url: `/api/venues/${venueId}` })).statusCode).toBe(403);
    }
    const deleted = await as.admin({ method: 'DELETE', url: `/api/venues/${venueId}` });
    expect(deleted.statusCode).toBe(200);
    const list = (await as.admin({ url: '/api/venues?title=pop-up' })).json() as VenueList;
    expect(list.venues).toEqual([]);
    expect((await as.admin({ url: `/api/venues/${venueId}` })).statusCode).toBe(404);
    expect((await as.admin({ method: 'DELETE', url: `/api/venues/${venueId}` })).statusCode).toBe(404);
    const history = await harness.platform.eventStore.readStream(venueStreamId(venueId));
    expect(history.map((event) => event.type)).toEqual(['VenueRegistered', 'VenueDeleted']);
  });
});
