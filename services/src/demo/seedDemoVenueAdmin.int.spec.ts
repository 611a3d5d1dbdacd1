import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import { seedDemoVenueAdmin } from './seedDemoVenueAdmin';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
}, 120_000);
afterAll(async () => {
  await harness.close();
});

describe('demo venue admin seed', () => {
  it('sends one push notification and gives the Crown & Anchor a weekly statistics e-mail, once however often it runs', async () => {
    await seedDemoVenueAdmin(harness.platform, new Date('2026-11-22T10:00:00.000Z'));
    await seedDemoVenueAdmin(harness.platform, new Date('2026-11-22T10:00:00.000Z'));
    const sent = (await harness.platform.eventStore.readAll()).filter((event) => event.type === 'PushNotificationSent');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({
      venueIds: ['ven-crown-anchor', 'ven-harbour-kitchen'],
      supplierIds: ['sup-brakes'],
    });
    const crown = await readModels.venues.in(harness.platform.readStore).findOne({ _id: 'ven-crown-anchor' });
    expect(crown?.adminSettings).toMatchObject({
      activityEmailFrequency: 'weekly',
      statsReciveEmails: ['venue@oms.test'],
    });
  });
});
