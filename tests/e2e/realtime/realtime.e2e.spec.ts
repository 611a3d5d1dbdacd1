import { chatMessages, checklistMessages, formatOrderDate, type OrdersByDay } from '@oms/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

async function apiGetAs<T>(email: string, path: string, init: RequestInit = {}): Promise<T> {
  const login = await fetch(`${harness.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const response = await fetch(`${harness.server.url}${path}`, {
    ...init,
    headers: { cookie, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** The newest day on which Brakes' orders for The Crown & Anchor all still wait for a decision. */
async function waitingBrakesDay(): Promise<string> {
  const orders = await apiGetAs<OrdersByDay>('admin@oms.test', '/api/venues/ven-crown-anchor/orders');
  for (const day of orders.days) {
    const brakes = day.groups.filter((group) => group.supplierId === 'sup-brakes').flatMap((group) => group.orders);
    if (brakes.length > 0 && brakes.every((order) => order.status === 'received' && !order.placedManually)) {
      return day.date;
    }
  }
  throw new Error('The demo has no waiting Brakes order for The Crown & Anchor');
}

/** The newest day with a Brakes order the supplier has decided (by the demo seed or the walk before). */
async function decidedBrakesDay(): Promise<string> {
  const orders = await apiGetAs<OrdersByDay>('admin@oms.test', '/api/venues/ven-crown-anchor/orders');
  const day = orders.days.find((candidate) =>
    candidate.groups.some(
      (group) => group.supplierId === 'sup-brakes' && group.orders.some((order) => order.status !== 'received'),
    ),
  );
  if (!day) throw new Error('The demo has no decided Brakes order for The Crown & Anchor');
  return day.date;
}

/** A mark on the window: still there afterwards means the page was never reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
const stillSameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/**
 * Records every toast the page shows: a toast lasts 3 seconds, which a busy machine can spend
 * before the walk looks, so the walk checks the record rather than the screen.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.bp6-toast')) {
        const text = toast.textContent ?? '';
        if (!toast.hasAttribute('data-seen')) {
          toast.setAttribute('data-seen', '');
          seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const toast = (page: Page, message: string) => ({
  waitFor: () =>
    page.waitForFunction((text) => (window as unknown as { toastsSeen: string[] }).toastsSeen.includes(text), message),
});

describe('realtime notifications and chat in Chromium', () => {
  it("shows the venue the supplier's decision as a toast and refreshes the order in place", async () => {
    const date = await waitingBrakesDay();
    const venue = await startScreenWalk(harness.browser);
    venue.page.setDefaultTimeout(20_000);
    await recordToasts(venue.page);
    await signInAs(venue.page, harness.server.url, 'venue@oms.test');
    await venue.page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await venue.page.getByRole('tab', { name: formatOrderDate(date) }).click();
    const brakes = venue.page.getByRole('region', { name: 'Brakes' }).first();
    await brakes.getByText('Order Received').first().waitFor();
    await markWindow(venue.page);

    const supplier = await startScreenWalk(harness.browser);
    supplier.page.setDefaultTimeout(20_000);
    await signInAs(supplier.page, harness.server.url, 'supplier@oms.test');
    await supplier.page.goto(`${harness.server.url}/checklist/ven-crown-anchor/sup-brakes/${date}/all`);
    await supplier.page.getByRole('heading', { name: /you have a new order from The Crown & Anchor/ }).waitFor();
    await supplier.page.getByRole('button', { name: 'Message customer' }).waitFor();
    await supplier.page.locator('label', { hasText: checklistMessages.approveAll }).click();
    await supplier.page.getByRole('button', { name: checklistMessages.approveOrder }).click();
    await supplier.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await supplier.page.getByRole('button', { name: checklistMessages.orderCompleted }).waitFor();

    await toast(venue.page, 'Your order from Brakes has been confirmed').waitFor();
    await screenshot(venue.page, 'realtime-order-confirmed-toast-desktop');
    await brakes.getByText('Confirmed', { exact: true }).first().waitFor();
    await expect(brakes.getByText('Order Received').count()).resolves.toBe(0);
    await expect(stillSameWindow(venue.page)).resolves.toBe(true);
    await venue.checkScreen('realtime-order-confirmed');
    await supplier.finish();
    await venue.finish();
  }, 120_000);

  it('shows admins the order history with the supplier decision, who made it and through which channel', async () => {
    const date = await decidedBrakesDay();
    const walk = await startScreenWalk(harness.browser);
    walk.page.setDefaultTimeout(20_000);
    await signInAs(walk.page, harness.server.url, 'admin@oms.test');
    await walk.page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await walk.page.getByRole('tab', { name: formatOrderDate(date) }).click();
    const brakes = walk.page
      .getByRole('region', { name: 'Brakes' })
      .filter({ hasNot: walk.page.getByText('Order Received', { exact: true }) })
      .first();
    await brakes.getByRole('button', { name: 'History' }).first().click();
    const dialog = walk.page.getByRole('dialog', { name: 'Order history: Brakes' });
    await dialog.getByText('Order placed').first().waitFor();
    await dialog.getByText('Supplier decision').first().waitFor();
    await dialog.getByText('Supplier checklist').first().waitFor();
    // One line's history: what was ordered and what the supplier decided for it.
    const lineSelect = dialog.getByRole('combobox', { name: 'Line' });
    const firstLine = (await lineSelect.locator('option').nth(2).textContent()) ?? '';
    await lineSelect.selectOption({ label: firstLine });
    await dialog.getByRole('row').filter({ hasText: 'Whole order' }).first().waitFor({ state: 'detached' });
    await expect(dialog.getByRole('row').filter({ hasText: firstLine }).count()).resolves.toBe(2);
    await walk.checkScreen('order-history', { widths: ['desktop'] });
    // The orders page lays itself out again for a phone, closing what was open: open it there too.
    await walk.page.keyboard.press('Escape');
    await walk.page.setViewportSize(viewports.mobile);
    await walk.page.getByRole('tab', { name: formatOrderDate(date) }).click();
    await brakes.getByRole('button', { name: 'History' }).first().click();
    await dialog.getByText('Supplier decision').first().waitFor();
    await walk.checkScreen('order-history', { widths: ['mobile'] });
    await walk.finish();
  }, 120_000);

  it('carries a support message to the venue and the answer back, each side refreshing in place', async () => {
    const support = await startScreenWalk(harness.browser);
    support.page.setDefaultTimeout(20_000);
    await recordToasts(support.page);
    await signInAs(support.page, harness.server.url, 'admin@oms.test');
    await support.page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await support.page.getByRole('button', { name: 'Message customer' }).click();
    const supportChat = support.page.getByRole('dialog', { name: 'Message customer' });
    const supportConversation = supportChat.getByRole('region', { name: 'Conversation' });
    await supportConversation
      .getByText('Brakes decides its drop times: ask them in your conversation with Brakes, next to this one.')
      .waitFor();
    await support.checkScreen('chat-message-customer');

    const venue = await startScreenWalk(harness.browser);
    venue.page.setDefaultTimeout(20_000);
    await venue.page.setViewportSize(viewports.mobile);
    await recordToasts(venue.page);
    await signInAs(venue.page, harness.server.url, 'venue@oms.test');
    await venue.page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await venue.page.getByRole('button', { name: 'Messages' }).waitFor();
    await markWindow(venue.page);

    // Empty messages are refused before they leave the page.
    await supportChat.getByRole('button', { name: 'Send' }).click();
    await supportChat.getByText('Please write a message').waitFor();
    await supportChat
      .getByRole('textbox', { name: 'Message' })
      .fill('Hi Sam, Brakes confirmed tomorrow morning’s order.');
    await supportChat.getByRole('button', { name: 'Send' }).click();
    // In the conversation: until the send is answered, the composer still holds the same words.
    await supportConversation.getByText('Hi Sam, Brakes confirmed tomorrow morning’s order.').waitFor();

    await toast(venue.page, 'New message from Alex Morgan').waitFor();
    await screenshot(venue.page, 'realtime-chat-toast-mobile');
    await venue.page.getByRole('button', { name: 'Messages' }).click();
    const venueChat = venue.page.getByRole('dialog', { name: 'Messages' });
    const venueConversation = venueChat.getByRole('region', { name: 'Conversation' });
    await venueConversation.getByText('Hi Sam, Brakes confirmed tomorrow morning’s order.').waitFor();
    await venueChat.getByRole('textbox', { name: 'Message' }).fill('Thanks Alex, see you then.');
    await venueChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await venueConversation.getByText('Thanks Alex, see you then.').waitFor();
    // Support hears the answer (the toast lasts 3 seconds) and its open conversation shows it in place.
    await toast(support.page, 'New message from The Crown & Anchor').waitFor();
    await supportConversation.getByText('Thanks Alex, see you then.').waitFor();
    await expect(stillSameWindow(venue.page)).resolves.toBe(true);
    await venue.checkScreen('chat-venue-messages');
    await support.finish();
    await venue.finish();
  }, 120_000);

  it("offers the venue's additional chat support contact in the chat, once an admin has set one", async () => {
    const settingsPath = '/api/venues/ven-crown-anchor/admin-settings';
    const {
      venueId: _venueId,
      title: _title,
      ...settings
    } = await apiGetAs<Record<string, unknown>>('admin@oms.test', settingsPath);
    await apiGetAs('admin@oms.test', settingsPath, {
      method: 'PUT',
      body: JSON.stringify({
        ...settings,
        additionalChatSupport: { title: 'Crown head office', emailAddress: 'office@crown.test' },
      }),
    });
    const venue = await startScreenWalk(harness.browser);
    await signInAs(venue.page, harness.server.url, 'venue@oms.test');
    await venue.page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await venue.page.getByRole('button', { name: 'Messages' }).click();
    const chat = venue.page.getByRole('dialog', { name: 'Messages' });
    await chat.getByText(`${chatMessages.additionalSupport} Crown head office`).waitFor();
    expect(await chat.getByRole('link', { name: 'office@crown.test' }).getAttribute('href')).toBe(
      'mailto:office@crown.test',
    );
    await venue.checkScreen('chat-additional-support');
    await venue.finish();

    // Cleared again: the chat offers no other contact.
    await apiGetAs('admin@oms.test', settingsPath, {
      method: 'PUT',
      body: JSON.stringify({ ...settings, additionalChatSupport: null }),
    });
    const later = await startScreenWalk(harness.browser);
    await signInAs(later.page, harness.server.url, 'venue@oms.test');
    await later.page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await later.page.getByRole('button', { name: 'Messages' }).click();
    await later.page.getByRole('dialog', { name: 'Messages' }).getByRole('region', { name: 'Conversation' }).waitFor();
    expect(await later.page.getByText(chatMessages.additionalSupport).count()).toBe(0);
    await later.finish();
  }, 120_000);
});
