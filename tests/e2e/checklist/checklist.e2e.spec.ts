import { readFileSync } from 'node:fs';
import {
  type BasketView,
  type ChecklistParams,
  checklistMessages,
  formatOrderDate,
  type OrdersByDay,
  type PlacedBasketOrder,
  type VenueSettingsBody,
} from '@oms/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistPath } from '../../../services/src/ordering/checklist/checklistToken';
import { type AppServer, startAppServer } from '../support/appServer';
import { launchChromium, screenshot, viewports, watchForProblems } from '../support/browser';
import { deliveryDayFrom, expectLondonToday, londonToday } from '../support/londonDay';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';

/** The app server signs checklist links with this secret, so the walk can build an e-mailed link. */
const sessionSecret = 'e2e-checklist-secret';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  const previous = process.env.SESSION_SECRET;
  process.env.SESSION_SECRET = sessionSecret;
  try {
    server = await startAppServer();
  } finally {
    if (previous === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = previous;
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Calls the API as a signed-in account (setting up demo data, not part of the walk). */
async function apiAs(email: string) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
}

async function apiGetAs<T>(email: string, path: string): Promise<T> {
  return (await apiAs(email))<T>(path);
}

/**
 * A day's checklist whose orders all still wait for the supplier: the demo leaves the last two
 * days undecided (seedSupplierDecisions).
 */
async function waitingChecklist(
  venueId: string,
  wanted: (supplierId: string) => boolean,
): Promise<ChecklistParams & { lines: number }> {
  const orders = await apiGetAs<OrdersByDay>('admin@oms.test', `/api/venues/${venueId}/orders`);
  for (const day of orders.days) {
    for (const group of day.groups) {
      if (!wanted(group.supplierId)) continue;
      const sameSupplier = day.groups.filter((other) => other.supplierId === group.supplierId);
      const all = sameSupplier.flatMap((other) => other.orders);
      if (all.every((order) => order.status === 'received' && !order.placedManually)) {
        return {
          venueId,
          supplierId: group.supplierId,
          date: day.date,
          orderNumber: 'all',
          lines: all.reduce((sum, order) => sum + order.lines.length, 0),
        };
      }
    }
  }
  throw new Error(`The demo has no waiting checklist for ${venueId}`);
}

const bare = (params: ChecklistParams) => checklistPath(sessionSecret, params).split('?')[0] ?? '';

/** Waits for a decision button to show the choice (the grid redraws its cells a moment after a click). */
async function isPressed(button: Locator, pressed: boolean): Promise<void> {
  await button.and(button.page().locator(`[aria-pressed="${pressed}"]`)).waitFor();
}

async function approveIs(page: Page, state: 'enabled' | 'disabled'): Promise<void> {
  await page.getByRole('button', { name: checklistMessages.approveOrder, disabled: state === 'disabled' }).waitFor();
}

/** The first line's decision buttons, by the product title in their accessible names. */
function decisionButtons(page: Page) {
  return {
    accept: page.getByRole('button', { name: /^Accept / }),
    reject: page.getByRole('button', { name: /^Reject / }),
  };
}

describe('supplier order checklist in Chromium', () => {
  it('refuses a link without its token, then lets a supplier decide, approve and download the CSV', async () => {
    const walk = await startScreenWalk(browser);
    const { page, problems } = walk;
    page.setDefaultTimeout(15_000);
    const checklist = await waitingChecklist('ven-crown-anchor', (supplierId) => supplierId !== 'sup-brakes');

    // Ids alone do not open a checklist: the API answers 403 and the page says why.
    await page.goto(`${server.url}${bare(checklist)}`);
    await page.getByRole('heading', { name: 'Checklist link not valid' }).waitFor();
    await page.getByText(checklistMessages.invalidLink).waitFor();
    // That refusal is the point of this screen: Chromium logs the 403 as a console error.
    const refusal = problems.findIndex((problem) => /status of 403/.test(problem));
    expect(refusal).toBeGreaterThanOrEqual(0);
    problems.splice(refusal, 1);
    await walk.checkScreen('checklist-invalid-link');

    // The e-mailed link without an order number opens the whole day ('…/all'), token kept.
    const link = checklistPath(sessionSecret, checklist);
    const dayLink = link.replace('/all?', '?');
    await page.goto(`${server.url}${dayLink}`);
    await page.waitForURL((url) => url.pathname.endsWith('/all') && url.searchParams.has('token'));
    await page.getByRole('heading', { name: /you have a new order from The Crown & Anchor/ }).waitFor();
    await page.getByText('Account number').waitFor();
    await expect(page.getByRole('region', { name: 'Approved orders' }).count()).resolves.toBe(0);

    const approve = page.getByRole('button', { name: checklistMessages.approveOrder });
    await approveIs(page, 'disabled');
    await walk.checkScreen('checklist-new');

    // Disabled until every line has a decision: the reason shows on hover.
    await approve.hover();
    await page.getByText(checklistMessages.everyLineDecided).waitFor();
    await walk.checkScreen('checklist-undecided-tooltip', { widths: ['desktop'] });
    await page.mouse.move(0, 0);

    const { accept, reject } = decisionButtons(page);
    await expect(accept.count()).resolves.toBe(checklist.lines);
    // Clicking the same choice again takes it back.
    await reject.first().click();
    await isPressed(reject.first(), true);
    await reject.first().click();
    await isPressed(reject.first(), false);

    // 'Approve all' sets, then clears, confirmation on every line.
    // Blueprint draws its own box over the input: click the label, as a user does.
    const approveAll = page.locator('label', { hasText: checklistMessages.approveAll });
    const approveAllBox = page.getByRole('checkbox', { name: checklistMessages.approveAll });
    await approveAll.click();
    await page.getByRole('checkbox', { name: checklistMessages.approveAll, checked: true }).waitFor();
    for (let index = 0; index < checklist.lines; index += 1) {
      await isPressed(accept.nth(index), true);
    }
    await approveIs(page, 'enabled');
    await approveAll.click();
    await page.getByRole('checkbox', { name: checklistMessages.approveAll, checked: false }).waitFor();
    await isPressed(accept.first(), false);
    await approveIs(page, 'disabled');

    // Reject the first line, accept the rest, one of them at a smaller quantity.
    await approveAll.click();
    await reject.first().click();
    // Some accepted, one rejected: the box is half-ticked.
    await approveAllBox.and(page.locator(':indeterminate')).waitFor();
    await approveIs(page, 'enabled');
    const quantity = page.getByRole('spinbutton', { name: /^Quantity to deliver of / });
    await expect(quantity.first().isDisabled()).resolves.toBe(true);
    const secondOrdered = Number(await quantity.nth(1).inputValue());
    const secondDelivered = Math.max(0, secondOrdered - 1);
    await quantity.nth(1).fill(String(secondDelivered));
    await walk.checkScreen('checklist-decided');

    // A second tab still shows the orders as waiting: approving there later must fail clearly.
    const staleTab = await browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
    const staleProblems = watchForProblems(staleTab);
    await staleTab.goto(`${server.url}${link}`);
    await staleTab.getByRole('heading', { name: /you have a new order/ }).waitFor();

    await approve.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(checklistMessages.confirmApprove).waitFor();
    await walk.checkScreen('checklist-confirm', { widths: ['desktop'] });
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    const completed = page.getByRole('button', { name: checklistMessages.orderCompleted });
    await completed.waitFor();
    await expect(completed.isDisabled()).resolves.toBe(true);
    await page.getByRole('heading', { name: /here are today's accepted orders from The Crown & Anchor/ }).waitFor();
    const approved = page.getByRole('region', { name: 'Approved orders' });
    await approved.getByText('Rejected').first().waitFor();
    await approved.getByText('Total ex VAT').waitFor();
    await approved.getByText('VAT amount').waitFor();
    await expect(page.getByRole('region', { name: 'New orders' }).count()).resolves.toBe(0);
    await walk.checkScreen('checklist-completed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: checklistMessages.downloadCsv }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe('SKU,Qty,Size,Stock,Price,UoM,Notes');
    // The rejected line is left out; the accepted lines and the five closing rows follow.
    expect(lines).toHaveLength(checklist.lines - 1 + 6);
    expect(lines.slice(-5).map((line) => line.split(',')[0])).toEqual([
      'Total',
      'Account',
      'Order date',
      'Delivery date',
      'Purchase number',
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    // The stale tab's approval is refused (409): the supplier is told whom to contact.
    await staleTab.locator('label', { hasText: checklistMessages.approveAll }).click();
    await staleTab.getByRole('button', { name: checklistMessages.approveOrder }).click();
    await staleTab.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await staleTab.getByText(checklistMessages.acceptError('support@oms.test')).waitFor();
    // …and then sees the checklist as it is now: approved, locked.
    await staleTab.getByRole('button', { name: checklistMessages.orderCompleted }).waitFor();
    await staleTab.getByRole('region', { name: 'Approved orders' }).waitFor();
    await screenshot(staleTab, 'checklist-accept-error-desktop');
    expect(staleProblems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    await staleTab.close();

    // Opened again, the link shows the approved orders, locked.
    await page.reload();
    await completed.waitFor();
    await expect(completed.isDisabled()).resolves.toBe(true);
    await walk.finish();
  }, 180_000);

  it("shows the supplier's own admin a Brakes checklist without a token, warns before leaving, hides prices", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    const brakes = await waitingChecklist('ven-harbour-kitchen', (supplierId) => supplierId === 'sup-brakes');
    await signInAs(page, server.url, 'supplier@oms.test');
    await page.goto(`${server.url}${bare(brakes)}`);
    await page.getByRole('heading', { name: /you have a new order from/ }).waitFor();
    // Brakes hides prices.
    await expect(page.getByRole('columnheader', { name: 'Price' }).count()).resolves.toBe(0);
    await walk.checkScreen('checklist-brakes-new');

    // A decision not yet sent: leaving asks first.
    const { accept } = decisionButtons(page);
    await accept.first().click();
    const leaving = page.waitForEvent('dialog');
    const navigation = page.goto(`${server.url}/supplier`).catch(() => undefined);
    const dialog = await leaving;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await navigation;
    await expect(page.url()).toContain('/checklist/');

    await page.locator('label', { hasText: checklistMessages.approveAll }).click();
    await page.getByRole('button', { name: checklistMessages.approveOrder }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: checklistMessages.orderCompleted }).waitFor();
    const approved = page.getByRole('region', { name: 'Approved orders' });
    // One grid per approved order: late in the day the demo's Brakes checklist holds two.
    await approved.getByRole('columnheader', { name: 'Status' }).first().waitFor();
    await expect(approved.getByRole('columnheader', { name: 'Price' }).count()).resolves.toBe(0);
    await expect(approved.getByText('Total ex VAT').count()).resolves.toBe(0);
    await walk.checkScreen('checklist-brakes-completed');
    await walk.finish();
  }, 180_000);

  it("gives admins a 'Checklist' link per supplier group in Orders", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, server.url, 'admin@oms.test');
    await page.goto(`${server.url}/v/ven-the-kings-arms/purchasing/orders`);
    const group = page.getByRole('region').filter({ has: page.getByRole('link', { name: 'Checklist' }) });
    const link = group.first().getByRole('link', { name: 'Checklist' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/checklist\/ven-the-kings-arms\/[^/]+\/\d{4}-\d{2}-\d{2}\/[^/?]+\?admin=true$/);
    await walk.checkScreen('checklist-admin-orders-link');

    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/checklist/') && url.searchParams.get('admin') === 'true');
    await page.getByRole('heading', { name: /^Hello / }).waitFor();
    await walk.checkScreen('checklist-admin-view');

    // A day without orders for that supplier: the spec's empty state.
    await page.goto(`${server.url}/checklist/ven-the-kings-arms/sup-brakes/2020-01-06/all?admin=true`);
    await page.getByText(checklistMessages.empty).waitFor();
    await expect(page.getByRole('button', { name: checklistMessages.approveOrder }).count()).resolves.toBe(0);
    await walk.checkScreen('checklist-empty');
    await walk.finish();
  }, 180_000);

  it("tags a delivery address the venue changed before ordering: 'Delivery address has been updated'", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    const venueId = 'ven-harbour-kitchen';
    const asVenue = await apiAs('venue@oms.test');
    const settings = await asVenue<VenueSettingsBody>(`/api/venues/${venueId}/settings`);
    await asVenue(`/api/venues/${venueId}/settings`, {
      method: 'PUT',
      body: {
        title: settings.title,
        code: settings.code,
        addressLine1: '2 Quay Street',
        addressLine2: 'Harbourside',
        addressCity: 'Bristol',
        addressPostCode: 'BS1 4DB',
        phoneNumber: '0117 496 0321',
      } satisfies VenueSettingsBody,
    });
    const basket = await asVenue<BasketView>(`/api/venues/${venueId}/basket/lines`, {
      method: 'POST',
      // Fresh Direct's minimum order is £50.00: 4 boxes at £22.80.
      body: { productId: 'sup-fresh-direct-p007', quantity: 4 },
    });
    // Fresh Direct delivers Monday to Saturday.
    const deliveryDay = deliveryDayFrom(basket.today, (weekday) => weekday !== 'Sunday');
    const dayBeforePlacing = londonToday();
    const placed = await asVenue<PlacedBasketOrder>(`/api/venues/${venueId}/basket/order`, {
      method: 'POST',
      body: { requiredDeliveryDay: deliveryDay, notes: 'Side gate, please' },
    });
    const freshDirect = placed.orders.find((order) => order.supplierId === 'sup-fresh-direct');
    expect(placed.orders.map((order) => order.supplierId)).toContain('sup-fresh-direct');

    // A checklist is of the day the order was placed on: the day the app dated it.
    const orders = await asVenue<OrdersByDay>(`/api/venues/${venueId}/orders`);
    const orderedDay = orders.days.find((day) =>
      day.groups.some((group) => group.orders.some((order) => order.orderId === freshDirect?.orderId)),
    )?.date;
    const params = {
      venueId,
      supplierId: 'sup-fresh-direct',
      date: expectLondonToday(orderedDay ?? null, dayBeforePlacing, 'the day the order was placed on'),
      orderNumber: 'all',
    };
    await page.goto(`${server.url}${checklistPath(sessionSecret, params)}`);
    await page.getByText(checklistMessages.addressUpdated).waitFor();
    await page.getByText('2 Quay Street, Harbourside, Bristol, BS1 4DB').waitFor();
    await page.getByText('Side gate, please').waitFor();
    await page.getByText(formatOrderDate(deliveryDay)).first().waitFor();
    await walk.checkScreen('checklist-address-updated');
    await walk.finish();
  }, 120_000);

  it('tells a venue user a bare link is not theirs to open', async () => {
    const walk = await startScreenWalk(browser);
    const { page, problems } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/checklist/ven-crown-anchor/sup-brakes/2020-01-01/all`);
    await page.getByText(checklistMessages.invalidLink).waitFor();
    const refusal = problems.findIndex((problem) => /status of 403/.test(problem));
    if (refusal >= 0) problems.splice(refusal, 1);
    await walk.finish();
  }, 60_000);
});

describe("the supplier's order e-mail in Chromium", () => {
  it('reaches the supplier with a link that opens the checklist signed out', async () => {
    const asVenue = await apiAs('venue@oms.test');
    const basket = await asVenue<BasketView>('/api/venues/ven-crown-anchor/basket/lines', {
      method: 'POST',
      body: { productId: 'sup-brakes-p001', quantity: 8 },
    });
    // Brakes delivers Monday to Friday.
    const deliveryDay = deliveryDayFrom(basket.today, (weekday) => weekday !== 'Saturday' && weekday !== 'Sunday');
    const placed = await asVenue<PlacedBasketOrder>('/api/venues/ven-crown-anchor/basket/order', {
      method: 'POST',
      body: { requiredDeliveryDay: deliveryDay, notes: 'E-mail walk' },
    });
    expect(placed.orders.map((order) => order.supplierTitle)).toEqual(['Brakes']);

    // Brakes copies its order e-mails to its demo supplier admin, who reads them in the mailbox.
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, server.url, 'supplier@oms.test');
    await page.goto(`${server.url}/mailbox`);
    const mail = page.locator('article, li, section').filter({ hasText: 'E-mail walk' }).first();
    await mail.getByText('New order from The Crown & Anchor').waitFor();
    const href = (await mail.getByRole('link', { name: /\/checklist\// }).getAttribute('href')) ?? '';
    expect(href).toMatch(/\/checklist\/ven-crown-anchor\/sup-brakes\/\d{4}-\d{2}-\d{2}\/all\?token=/);
    await walk.checkScreen('mailbox-order-email');
    await walk.finish();

    // Someone with no account opens the link from the e-mail.
    const signedOut = await startScreenWalk(browser);
    const link = new URL(href);
    await signedOut.page.goto(`${server.url}${link.pathname}${link.search}`);
    await signedOut.page
      .getByRole('heading', { name: /Hello Brakes, you have a new order from The Crown & Anchor/ })
      .waitFor();
    await signedOut.page.getByText('E-mail walk').waitFor();
    await signedOut.checkScreen('checklist-from-order-email');
    await signedOut.finish();
  });
});
