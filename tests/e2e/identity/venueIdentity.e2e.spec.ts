import { dataplusMessages, identityMessages, venueMessages } from '@oms/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from '../support/browser';
import { checkScreenAtWidths } from '../support/screens';
import { appAndChromiumForWalks } from '../support/walkHarness';
import { newWalkPage, unexpectedProblems } from '../support/walkPages';

const harness = appAndChromiumForWalks();

async function signedInPage(email: string): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newWalkPage(harness.browser);
  await page.goto(`${harness.server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo!Pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/venues');
  return { page, problems };
}

const venueTabs = [
  'Purchasing',
  'Your suppliers',
  'Catalogue',
  'Shopping lists',
  'Stock',
  'Menu builder',
  'Settings',
  'Subscriptions',
  'Integrations',
  'Special purchases',
];
const purchasingTabs = [
  'Orders',
  'Gross profit',
  'Invoices',
  'Goods receipting',
  'Credit notes',
  'Resolved notes',
  'Overview',
  'Ordered products',
  'Spend over time',
  'Credit',
  'Shopping Cart',
];

describe('venue list paging in Chromium', () => {
  it('pages an admin through more than 200 venues, and picks one of them when assigning an e-mail', async () => {
    const { page, problems } = await signedInPage('admin@oms.test');
    // Enough venues for a second page of 200, created through the API the dialog uses.
    // Paging Venue 000 to 224, in batches of 25.
    for (let start = 0; start < 225; start += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          page.request
            .post(`${harness.server.url}/api/venues`, {
              data: { title: `Paging Venue ${String(start + i).padStart(3, '0')}` },
            })
            .then((response) => expect(response.status()).toBe(201)),
        ),
      );
    }
    await page.reload();
    const pages = page.getByRole('navigation', { name: 'Venue pages' });
    await pages.getByText(/^Page 1 of \d+$/).waitFor();
    await expect(page.locator('.venue-cards > li').count()).resolves.toBe(200);
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/venues?page=2');
    await pages.getByText(/^Page 2 of \d+$/).waitFor();
    await checkScreenAtWidths(page, 'identity-venue-list-page-2');
    await pages.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(/\/venues$/);

    // Searching narrows the list to one page again.
    await page.getByLabel('Search venues by title').fill('Paging Venue 20');
    await page.waitForURL('**/venues?title=Paging+Venue+20');
    await page.getByText('10 venues').waitFor(); // 200 to 209

    await expect(pages.count()).resolves.toBe(0);

    // Admin Accounts finds a venue past the first 200 by its title for "Assign Email To Venue".
    await page.goto(`${harness.server.url}/admin/accounts`);
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByLabel('Find a venue').fill('Paging Venue 224');
    await page
      .getByLabel('Venue', { exact: true })
      .locator('option', { hasText: 'Paging Venue 224' })
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Assign Email To Venue' }).waitFor();
    await checkScreenAtWidths(page, 'identity-admin-accounts');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });
});

describe('venue user in Chromium', () => {
  it('lists the venues with their code or the set-up prompt, and searches them by title', async () => {
    const { page, problems } = await signedInPage('venue@oms.test');
    await page.getByRole('heading', { name: 'Venues' }).waitFor();
    const crown = page.getByRole('link', { name: /The Crown & Anchor/ });
    const harbour = page.getByRole('link', { name: /Harbour Kitchen/ });
    await expect(crown.textContent()).resolves.toContain('Venue code CRNANC');
    await expect(harbour.textContent()).resolves.toContain(venueMessages.completeSetUpForCode);
    // A venue user with venues neither creates more nor reaches the admin area.
    await expect(page.getByRole('button', { name: 'Create venue' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await checkScreenAtWidths(page, 'identity-venue-list');

    await page.getByLabel('Search venues by title').fill('harb');
    await page.waitForURL('**/venues?title=harb');
    await crown.waitFor({ state: 'detached' });
    await harbour.waitFor();
    await page.getByLabel('Search venues by title').fill('zzz');
    await page.getByText('No venues found').waitFor();
    await page.getByLabel('Search venues by title').fill('');
    await crown.waitFor();

    await page.goto(`${harness.server.url}/admin`);
    await page.getByText(identityMessages.forbidden).waitFor();
    // Another account's venue.
    await page.goto(`${harness.server.url}/v/ven-kings-arms/purchasing/orders`);
    await page.getByText(identityMessages.forbidden).waitFor();
    await checkScreenAtWidths(page, 'identity-venue-forbidden');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('shows every venue and purchasing tab, and the dataplus tab typed in without the integration', async () => {
    const { page, problems } = await signedInPage('venue@oms.test');
    await page.getByRole('link', { name: /The Crown & Anchor/ }).click();
    await page.waitForURL('**/v/ven-crown-anchor/purchasing/orders');
    const banner = page.getByRole('banner');
    await banner.getByText('The Crown & Anchor').waitFor();
    await banner.getByText('CRNANC').waitFor();
    await banner.getByTestId('basket-item-count').waitFor();
    await banner.getByRole('link', { name: 'Back to venues' }).waitFor();
    await expect(banner.getByText('Refer & Get £100').count()).resolves.toBe(0);
    for (const tab of venueTabs) await page.getByRole('tab', { name: tab }).first().waitFor();
    for (const tab of purchasingTabs) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    // Spec 01 §2: no Dataplus tab for a venue without the dataplus integration (The Crown & Anchor).
    await expect(page.getByRole('tab', { name: 'Dataplus', exact: true }).count()).resolves.toBe(0);
    await page
      .getByRole('tab', { name: /Menu builder/ })
      .getByText('NEW')
      .waitFor();
    await checkScreenAtWidths(page, 'identity-venue-orders');

    await page.getByRole('tab', { name: 'Goods receipting' }).click();
    await page.waitForURL('**/purchasing/receipting');
    await page.getByRole('heading', { name: 'Goods receipting' }).waitFor();
    await page.getByRole('button', { name: 'Match tolerance' }).waitFor();

    await page.getByRole('tab', { name: 'Stock' }).click();
    await page.waitForURL('**/v/ven-crown-anchor/stockTakes');
    await page.getByRole('heading', { name: 'Stock takes' }).waitFor();

    await page.getByRole('tab', { name: 'Integrations' }).click();
    await page.waitForURL('**/v/ven-crown-anchor/integrations');
    await page.getByRole('heading', { name: 'Your Active Integrations' }).waitFor();

    // Spec 02 §2.6: typed straight in, the dataplus tab of a venue without it answers with its title and the provider's contact.
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/dataplus`);
    await page.getByRole('heading', { name: 'Dataplus' }).waitFor();
    await page.getByText(dataplusMessages.notEnabled('support@oms.test')).waitFor();
    await checkScreenAtWidths(page, 'dataplus-not-enabled');

    for (const [path, title] of [
      ['suppliers', 'Your active suppliers'],
      ['products', "Your venue's products"],
      ['subscriptions/oms-plans', 'OMS plans'],
      ['purchasing/statement', 'Overview'],
      ['purchasing/spendTime', 'Spend over time'],
    ] as const) {
      await page.goto(`${harness.server.url}/v/ven-crown-anchor/${path}`);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }

    // On a phone the two rows of tabs become two selects.
    await page.setViewportSize(viewports.mobile);
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await page.getByLabel('Venue section').selectOption('stockTakes');
    await page.waitForURL('**/v/ven-crown-anchor/stockTakes');
    await page.getByLabel('Venue section').selectOption('purchasing');
    await page.waitForURL('**/purchasing/orders');
    await page.getByLabel('Purchasing page').selectOption('basket');
    await page.waitForURL('**/purchasing/basket');
    await page.getByRole('heading', { name: 'Shopping Cart', exact: true }).waitFor();
    await screenshot(page, 'identity-venue-basket-mobile');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Back to venues' }).waitFor();
    await page.waitForTimeout(400); // the menu's opening transition
    await screenshot(page, 'identity-venue-menu-mobile');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('checks, saves and regenerates the venue settings, and keeps the secondary e-mails', async () => {
    const { page, problems } = await signedInPage('venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/settings`);
    await page.getByRole('heading', { name: venueMessages.settingsTitle, exact: true }).waitFor();
    await page.getByText(venueMessages.settingsSubtitle).waitFor();
    const banner = page.getByRole('banner');
    await banner.getByText(venueMessages.completeSettingsForCode).waitFor();
    await expect(page.getByLabel('Address line 1').inputValue()).resolves.toBe('5 Quay Parade');

    await page.getByLabel('Venue title').fill('');
    await page.getByLabel('Venue code').fill('ABC');
    await page.getByLabel('Address line 1').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(venueMessages.titleRequired).waitFor();
    await page.getByText(venueMessages.codeTooShort).waitFor();
    await page.getByText(venueMessages.addressIncomplete).waitFor();
    await page.getByText(venueMessages.phoneRequired).waitFor();
    await checkScreenAtWidths(page, 'identity-settings-invalid');

    await page.getByLabel('Venue title').fill('Harbour Kitchen & Bar');
    await page.getByLabel('Venue code').fill('HARBOUR1');
    await page.getByLabel('Address line 1').fill('5 Quay Parade');
    await page.getByLabel('Address line 2').fill('Marina Walk');
    await page.getByLabel('Phone number').fill('01273 960 123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(venueMessages.settingsSavedMessage).waitFor();
    await page.getByText(venueMessages.settingsSavedTitle, { exact: true }).first().waitFor();
    // The header follows: new title, and the code now that address and phone are complete.
    await banner.getByText('Harbour Kitchen & Bar').waitFor();
    await banner.getByText('HARBOUR1').waitFor();
    await checkScreenAtWidths(page, 'identity-settings-saved');

    await page.getByRole('button', { name: 'Regenerate code' }).click();
    await page.getByText(venueMessages.codeRegenerated).waitFor();
    await expect.poll(() => page.getByLabel('Venue code').inputValue()).not.toBe('HARBOUR1');
    const regenerated = await page.getByLabel('Venue code').inputValue();
    await banner.getByText(regenerated).waitFor();

    const secondary = page.getByLabel('Secondary e-mails');
    await secondary.fill('not-an-address');
    await secondary.press('Enter');
    await page.getByText(identityMessages.emailInvalid).waitFor();
    await secondary.fill('office@harbour.test');
    await secondary.press('Enter');
    await page.getByRole('button', { name: 'Save e-mails' }).click();
    await page.getByText('Your secondary e-mails have been saved').waitFor();
    await page.reload();
    await page.getByText('office@harbour.test').waitFor();
    await checkScreenAtWidths(page, 'identity-settings-secondary-emails');

    await page.goto(`${harness.server.url}/venues`);
    await expect(page.getByRole('link', { name: /Harbour Kitchen & Bar/ }).textContent()).resolves.toContain(
      `Venue code ${regenerated}`,
    );
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });
});
