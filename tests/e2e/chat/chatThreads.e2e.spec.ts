import { chatMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const toSupport = 'Brakes decides its drop times: ask them in your conversation with Brakes, next to this one.';
const fromBrakes =
  'Hello from Brakes: we can do a 6:30am drop on Tuesdays and Fridays. Please leave the back gate open.';
const ordersPage = '/v/ven-crown-anchor/purchasing/orders';

/** A receipting change request link Brakes was e-mailed for The Crown & Anchor, as the admin's mailbox shows it. */
async function brakesChangeRequestLink(): Promise<string> {
  const login = await fetch(`${harness.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oms.test', password: demoPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const mailbox = (await (await fetch(`${harness.server.url}/api/mailbox`, { headers: { cookie } })).json()) as {
    mails: { text: string }[];
  };
  for (const mail of mailbox.mails) {
    const link = /\/receipting\/checklist\/ven-crown-anchor\/sup-brakes\/\S+token=\S+/.exec(mail.text)?.[0];
    if (link) return link;
  }
  throw new Error('The demo mailbox holds no Brakes change request link for The Crown & Anchor');
}

describe('chat threads (issue 48): each party reads only its own', () => {
  it('lets the venue pick support or a supplier, and support read a supplier thread without writing in it', async () => {
    const venue = await startScreenWalk(harness.browser);
    venue.page.setDefaultTimeout(20_000);
    await signInAs(venue.page, harness.server.url, 'venue@oms.test');
    await venue.page.goto(`${harness.server.url}${ordersPage}`);
    await venue.page.getByRole('button', { name: 'Messages' }).click();
    const chat = venue.page.getByRole('dialog', { name: 'Messages' });
    const conversation = chat.getByRole('region', { name: 'Conversation' });
    await conversation.getByText(toSupport).waitFor();
    await chat.getByText('Conversation with OMS support').waitFor();
    expect(await conversation.getByText(fromBrakes).count()).toBe(0);
    await venue.checkScreen('chat-threads-venue-support');
    await chat.getByRole('combobox', { name: chatMessages.threadPicker }).selectOption({ index: 1 });
    await conversation.getByText(fromBrakes).waitFor();
    await chat.getByText('Conversation with Brakes').waitFor();
    expect(await conversation.getByText(toSupport).count()).toBe(0);
    await chat.getByRole('textbox', { name: 'Message' }).fill('The gate code changed to 4321.');
    await chat.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('The gate code changed to 4321.').waitFor();
    await venue.checkScreen('chat-threads-venue-brakes');
    await venue.finish();

    const support = await startScreenWalk(harness.browser);
    support.page.setDefaultTimeout(20_000);
    await signInAs(support.page, harness.server.url, 'admin@oms.test');
    await support.page.goto(`${harness.server.url}${ordersPage}`);
    await support.page.getByRole('button', { name: 'Message customer' }).click();
    const supportChat = support.page.getByRole('dialog', { name: 'Message customer' });
    await supportChat.getByRole('region', { name: 'Conversation' }).getByText(toSupport).waitFor();
    await supportChat.getByRole('combobox', { name: chatMessages.threadPicker }).selectOption({ index: 1 });
    await supportChat.getByText('Conversation between The Crown & Anchor and Brakes').waitFor();
    await supportChat.getByText(chatMessages.readOnlyThread).waitFor();
    expect(await supportChat.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await support.checkScreen('chat-threads-support-reads-brakes');
    await support.finish();
  }, 120_000);

  it('shows Brakes only its own thread, signed in or through an e-mailed link alone', async () => {
    const supplier = await startScreenWalk(harness.browser);
    supplier.page.setDefaultTimeout(20_000);
    await signInAs(supplier.page, harness.server.url, 'supplier@oms.test');
    await supplier.page.goto(`${harness.server.url}/supplier/customers`);
    await supplier.page.getByRole('button', { name: 'Message The Crown & Anchor' }).first().click();
    const chat = supplier.page.getByRole('dialog', { name: chatMessages.title });
    const conversation = chat.getByRole('region', { name: 'Conversation' });
    await conversation.getByText(fromBrakes).waitFor();
    expect(await conversation.getByText(toSupport).count()).toBe(0);
    expect(await chat.getByRole('combobox', { name: chatMessages.threadPicker }).count()).toBe(0);
    await supplier.checkScreen('chat-threads-supplier');
    await supplier.finish();

    const link = await brakesChangeRequestLink();
    const anonymous = await startScreenWalk(harness.browser);
    anonymous.page.setDefaultTimeout(20_000);
    await anonymous.page.goto(`${harness.server.url}${link}`);
    await anonymous.page.getByRole('button', { name: chatMessages.title }).click();
    const linkChat = anonymous.page.getByRole('dialog', { name: chatMessages.title });
    const linkConversation = linkChat.getByRole('region', { name: 'Conversation' });
    await linkConversation.getByText(fromBrakes).waitFor();
    expect(await linkConversation.getByText(toSupport).count()).toBe(0);
    await linkChat.getByRole('textbox', { name: 'Message' }).fill('Yes, we have the new gate code.');
    await linkChat.getByRole('button', { name: 'Send' }).click();
    await linkConversation.getByText('Yes, we have the new gate code.').waitFor();
    await anonymous.checkScreen('chat-threads-supplier-link');
    await anonymous.finish();
  }, 120_000);
});
