import type { ChatConversation } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let as: Record<'admin' | 'venue' | 'supplier' | 'tfr', ReturnType<typeof injectAs>>;
const chatOf = (venueId: string) => `/api/venues/${venueId}/chat`;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  const cookie = (email: string) => sessionCookieFor(harness.app, email);
  as = {
    admin: injectAs(harness.app, await cookie('admin@oms.test')),
    venue: injectAs(harness.app, await cookie('venue@oms.test')),
    supplier: injectAs(harness.app, await cookie('supplier@oms.test')),
    tfr: injectAs(harness.app, await cookie('tfr@oms.test')),
  };
});
afterAll(async () => {
  await harness.close();
});

describe('Message customer chat', () => {
  it('lets support write to a venue, shows the venue the conversation, and e-mails its users', async () => {
    const sent = await as.admin({
      method: 'POST',
      url: `${chatOf('ven-harbour-kitchen')}/messages`,
      payload: { text: '  Your phone number is missing from the settings.  ' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const conversation = sent.json() as ChatConversation;
    expect(conversation.venueTitle).toBe('Harbour Kitchen');
    expect(conversation.messages.at(-1)).toMatchObject({
      fromName: 'Alex Morgan',
      side: 'support',
      text: 'Your phone number is missing from the settings.',
    });

    const seen = (await as.venue({ url: chatOf('ven-harbour-kitchen') })).json() as ChatConversation;
    expect(seen.messages.map((message) => message.text)).toContain('Your phone number is missing from the settings.');

    const mail = await readModels.mailbox
      .in(harness.platform.readStore)
      .find({ to: 'venue@oms.test', subject: 'New message from Alex Morgan (Harbour Kitchen)' });
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('Your phone number is missing from the settings.');
  });

  it("takes the venue's answer as the venue's side and e-mails support, not the venue itself", async () => {
    const mailbox = readModels.mailbox.in(harness.platform.readStore);
    const before = await mailbox.countDocuments({ to: 'venue@oms.test' });
    const answer = await as.venue({
      method: 'POST',
      url: `${chatOf('ven-harbour-kitchen')}/messages`,
      payload: { text: 'Added it now, thanks!' },
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as ChatConversation).messages.at(-1)).toMatchObject({
      side: 'venue',
      fromName: 'Sam Whitfield',
    });
    expect(await mailbox.countDocuments({ to: 'venue@oms.test' })).toBe(before);
    const toSupport = await mailbox.find({
      to: 'support@oms.test',
      subject: 'New message from Harbour Kitchen',
    });
    expect(toSupport.map((mail) => mail.text)).toEqual([
      'Sam Whitfield wrote:\n\nAdded it now, thanks!\n\nSign in to OMS and open the chat of Harbour Kitchen to reply.',
    ]);
    // TFR admins are support staff too.
    expect((await as.tfr({ url: chatOf('ven-harbour-kitchen') })).statusCode).toBe(200);
  });

  it("lets a supplier's admin write only in its own thread with the venues it supplies", async () => {
    const links = readModels.venueSuppliers.in(harness.platform.readStore);
    const supplied = await links.findOne({ supplierId: 'sup-brakes' });
    if (!supplied) throw new Error('Brakes supplies no demo venue');
    const suppliedVenues = new Set((await links.find({ supplierId: 'sup-brakes' })).map((link) => link.venueId));
    const other = (await links.find({})).find((link) => !suppliedVenues.has(link.venueId));

    const written = await as.supplier({
      method: 'POST',
      url: `${chatOf(supplied.venueId)}/suppliers/sup-brakes/messages`,
      payload: { text: 'Tomorrow we deliver before 7am.' },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json() as ChatConversation).toMatchObject({ supplierId: 'sup-brakes', threadTitle: 'Brakes' });
    expect((written.json() as ChatConversation).messages.at(-1)).toMatchObject({
      side: 'supplier',
      fromName: 'Priya Shah',
    });
    const intoSupport = await as.supplier({
      method: 'POST',
      url: `${chatOf(supplied.venueId)}/messages`,
      payload: { text: 'Psst' },
    });
    expect(intoSupport.statusCode).toBe(403);
    if (other)
      expect((await as.supplier({ url: `${chatOf(other.venueId)}/suppliers/sup-brakes` })).statusCode).toBe(403);
  });

  it('never shows Brakes what any of its customer venues told support or another supplier (issue 48)', async () => {
    const links = await readModels.venueSuppliers.in(harness.platform.readStore).find({ supplierId: 'sup-brakes' });
    expect(links.length).toBeGreaterThan(1);
    for (const { venueId } of links) {
      const support = await as.supplier({ url: chatOf(venueId) });
      expect(support.statusCode, venueId).toBe(403);
      expect(support.json().error.message).toBe('You do not have access to this page');
      const others = await readModels.venueSuppliers
        .in(harness.platform.readStore)
        .find({ venueId, supplierId: { $ne: 'sup-brakes' } });
      for (const { supplierId } of others) {
        expect((await as.supplier({ url: `${chatOf(venueId)}/suppliers/${supplierId}` })).statusCode).toBe(403);
      }
      const own = await as.supplier({ url: `${chatOf(venueId)}/suppliers/sup-brakes` });
      expect(own.statusCode).toBe(200);
      const threads = (await as.supplier({ url: `${chatOf(venueId)}/threads` })).json() as {
        threads: { supplierId: string | null }[];
      };
      expect(threads.threads.map((thread) => thread.supplierId)).toEqual(['sup-brakes']);
    }
    // Harbour Kitchen told support 'Added it now, thanks!' above: Brakes's thread with it holds none of that.
    const harbour = (
      await as.supplier({ url: `${chatOf('ven-harbour-kitchen')}/suppliers/sup-brakes` })
    ).json() as ChatConversation;
    expect(harbour.messages.map((message) => message.text)).not.toContain('Added it now, thanks!');
    expect(harbour.messages.map((message) => message.side)).not.toContain('support');
    const venueView = (await as.venue({ url: chatOf('ven-harbour-kitchen') })).json() as ChatConversation;
    expect(venueView.messages.map((message) => message.text)).toContain('Added it now, thanks!');
    expect(venueView.messages.map((message) => message.side)).not.toContain('supplier');
  });

  it('lets support read a venue thread with a supplier but write only in its own', async () => {
    const read = await as.admin({ url: `${chatOf('ven-crown-anchor')}/suppliers/sup-brakes` });
    expect(read.statusCode).toBe(200);
    expect((read.json() as ChatConversation).canWrite).toBe(false);
    const written = await as.admin({
      method: 'POST',
      url: `${chatOf('ven-crown-anchor')}/suppliers/sup-brakes/messages`,
      payload: { text: 'Hello' },
    });
    expect(written.statusCode).toBe(403);
    expect(written.json().error.message).toBe('You do not write in this conversation');
    const threads = (await as.venue({ url: `${chatOf('ven-crown-anchor')}/threads` })).json() as {
      threads: { supplierId: string | null; title: string }[];
    };
    expect(threads.threads[0]).toMatchObject({ supplierId: null, title: 'OMS support' });
    expect(threads.threads.map((thread) => thread.supplierId)).toContain('sup-brakes');
  });

  it("offers the venue's additional chat support contact, only once an admin has set one", async () => {
    const crown = 'ven-crown-anchor';
    expect(((await as.venue({ url: chatOf(crown) })).json() as ChatConversation).additionalChatSupport).toBeNull();
    const current = (await as.admin({ url: `/api/venues/${crown}/admin-settings` })).json() as Record<string, unknown>;
    const { venueId: _venueId, title: _title, ...settings } = current;
    const contact = { title: 'Head office', emailAddress: 'office@crown.test' };
    const saved = await as.admin({
      method: 'PUT',
      url: `/api/venues/${crown}/admin-settings`,
      payload: { ...settings, additionalChatSupport: contact },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [reader, url] of [
      [as.venue, chatOf(crown)],
      [as.supplier, `${chatOf(crown)}/suppliers/sup-brakes`],
      [as.tfr, chatOf(crown)],
    ] as const) {
      const conversation = (await reader({ url })).json() as ChatConversation;
      expect(conversation.additionalChatSupport).toEqual(contact);
    }
    const cleared = await as.admin({
      method: 'PUT',
      url: `/api/venues/${crown}/admin-settings`,
      payload: { ...settings, additionalChatSupport: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(((await as.venue({ url: chatOf(crown) })).json() as ChatConversation).additionalChatSupport).toBeNull();
  });

  it("refuses another venue's users, strangers and empty messages", async () => {
    expect((await harness.app.inject({ url: chatOf('ven-harbour-kitchen') })).statusCode).toBe(401);
    const venues = (await as.admin({ url: '/api/venues?page=1&limit=200' })).json() as {
      venues: { venueId: string }[];
    };
    const notTheirs = venues.venues.find(
      (venue) => !['ven-crown-anchor', 'ven-harbour-kitchen'].includes(venue.venueId),
    );
    if (!notTheirs) throw new Error('The demo has no third venue');
    const refused = await as.venue({ url: chatOf(notTheirs.venueId) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You do not have access to this page');

    const empty = await as.admin({
      method: 'POST',
      url: `${chatOf('ven-harbour-kitchen')}/messages`,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields?.text ?? empty.json().error.message).toContain('Please write a message');
    expect((await as.admin({ url: chatOf('no-such-venue') })).statusCode).toBe(404);
  });

  it('pages back through a long conversation, 50 messages at a time', async () => {
    for (let index = 1; index <= 55; index += 1) {
      const response = await as.admin({
        method: 'POST',
        url: `${chatOf('ven-crown-anchor')}/messages`,
        payload: { text: `Message ${index}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const latest = (await as.venue({ url: chatOf('ven-crown-anchor') })).json() as ChatConversation;
    expect(latest.messages).toHaveLength(50);
    expect(latest.hasEarlier).toBe(true);
    expect(latest.messages.at(-1)?.text).toBe('Message 55');
    const first = latest.messages[0]?.sequence ?? 0;
    const earlier = (
      await as.venue({ url: `${chatOf('ven-crown-anchor')}?before=${first}` })
    ).json() as ChatConversation;
    expect(earlier.messages.at(-1)?.sequence).toBe(first - 1);
    expect(earlier.messages.map((message) => message.text)).toContain('Message 1');
  });
});
