import { identityMessages, passwordRequirements } from '@oms/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { checkScreenAtWidths } from '../support/screens';
import { appAndChromiumForWalks } from '../support/walkHarness';
import { newWalkPage, unexpectedProblems } from '../support/walkPages';

const demoPassword = 'Demo!Pass1';

const harness = appAndChromiumForWalks();

async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in in Chromium', () => {
  it('opens the sign-in page signed out with no console error and no refused request, after signing out too', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    await signIn(page, 'venue@oms.test');
    await page.waitForURL('**/venues');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    // The browser still sends the ended session's cookie: signed out is an answer, not an error.
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the validation messages, then the wrong-password and unknown-email messages', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(page.getByRole('link', { name: 'Register' }).getAttribute('href')).resolves.toBe('/register');
    await expect(page.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).resolves.toBe(
      '/reset-password',
    );
    await checkScreenAtWidths(page, 'identity-login');

    await page.getByRole('button', { name: 'Password requirements' }).click();
    for (const rule of passwordRequirements) await page.getByText(rule.label).waitFor();
    await screenshot(page, 'identity-login-password-requirements-desktop');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(identityMessages.emailRequired).waitFor();
    await page.getByText(identityMessages.passwordRequired).waitFor();
    await checkScreenAtWidths(page, 'identity-login-required');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(identityMessages.emailInvalid).waitFor();

    await signIn(page, 'venue@oms.test', 'Wrong!Pass9');
    await page.getByText(identityMessages.wrongPassword).waitFor();
    await checkScreenAtWidths(page, 'identity-login-wrong-password');

    await signIn(page, 'nobody@oms.test');
    await page.getByText(identityMessages.unknownEmail).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('sends a signed-out visitor of a venue page to /login and back there after signing in', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/orders`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByText(identityMessages.signInRequired).waitFor();
    await signIn(page, 'venue@oms.test');
    await page.waitForURL('**/v/ven-crown-anchor/purchasing/orders');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByText('The Crown & Anchor').first().waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // Signed out for real: the venue page sends us back to sign in.
    await page.goto(`${harness.server.url}/venues`);
    await page.waitForURL(/\/login\?next=%2Fvenues$/);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('signs a supplier admin in to /supplier/orders with the portal sidebar', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/login`);
    await signIn(page, 'supplier@oms.test');
    await page.waitForURL('**/supplier/orders');
    const sidebar = page.getByRole('navigation', { name: 'Supplier portal' });
    for (const item of [
      'Orders',
      'Spending',
      'Products',
      'Customers',
      'Analytics',
      'Co-Pilot',
      'Feedback',
      'Sign Out',
    ]) {
      await sidebar.getByText(item, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    await page.getByText('Every order your customers place with you.', { exact: false }).waitFor();
    await page.getByText('Refer & Get £100').waitFor();
    // The supplier's title, not the account holder's name.
    await page
      .getByRole('banner')
      .getByText(/Brakes/)
      .waitFor();
    await checkScreenAtWidths(page, 'identity-supplier-orders');

    await sidebar.getByText('Co-Pilot', { exact: true }).click();
    await page.waitForURL('**/supplier/co-pilot');
    await page.getByRole('heading', { name: 'Co-Pilot', exact: true }).waitFor();
    await page.getByText('Tracking Overview').waitFor();

    // The venue and admin areas are not theirs: they land back in the portal.
    await page.goto(`${harness.server.url}/admin/orders`);
    await page.waitForURL('**/supplier/orders');
    await page.goto(`${harness.server.url}/venues`);
    await page.waitForURL('**/supplier/orders');
    await page.goto(`${harness.server.url}/`);
    await page.waitForURL('**/supplier/orders');
    await sidebar.getByText('Sign Out', { exact: true }).click();
    await page.waitForURL('**/login');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('shows an admin the Overview and Admin areas', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/login`);
    await signIn(page, 'admin@oms.test');
    await page.waitForURL('**/venues');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Overview', exact: true }).waitFor();
    await main.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await main.getByRole('button', { name: 'Create venue' }).waitFor();
    await checkScreenAtWidths(page, 'identity-admin-venues');

    await main.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin/orders');
    for (const tab of ['Orders', 'Spending', 'Products', 'Suppliers', 'Accounts']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Back to venues' }).waitFor();
    await checkScreenAtWidths(page, 'identity-admin-orders');

    await page.getByRole('banner').getByRole('link', { name: 'Overview', exact: true }).click();
    await page.waitForURL('**/overview/pastOrders');
    await page.getByRole('tab', { name: 'Spending' }).click();
    await page.waitForURL('**/overview/pastOrdersspending');
    await checkScreenAtWidths(page, 'identity-overview');

    // Signed in already: the sign-in page sends them home.
    await page.goto(`${harness.server.url}/login`);
    await page.waitForURL('**/venues');

    // Admins create venues whenever they like, optionally for another account and as a TFR venue.
    await main.getByRole('button', { name: 'Create venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create venue' });
    await dialog.getByLabel("Owner's e-mail").fill('not-an-email');
    await dialog.getByLabel('Venue title').fill('The Admin Test Bar');
    await dialog.getByRole('button', { name: 'Create venue' }).click();
    await dialog.getByText(identityMessages.emailInvalid).waitFor();
    await dialog.getByLabel("Owner's e-mail").fill('');
    await dialog.getByText('TFR venue').click();
    await checkScreenAtWidths(page, 'identity-admin-create-venue');
    await dialog.getByRole('button', { name: 'Create venue' }).click();
    await page.getByText('Venue created successfully').waitFor();
    await page.waitForURL(/\/v\/[^/]+\/purchasing\/orders$/);
    await page.getByRole('banner').getByText('The Admin Test Bar').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('sends a visitor whose session has ended to /login from the page they were on', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/login`);
    await signIn(page, 'venue@oms.test');
    await page.waitForURL('**/venues');
    await page.getByRole('link', { name: /The Crown & Anchor/ }).click();
    await page.waitForURL('**/purchasing/orders');
    // Let the orders page finish its own requests first: any of them would find the ended session too.
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // Signed out behind the page's back (another tab, an expired session).
    await page.context().clearCookies();
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.waitForURL(/\/login\?next=%2Fv%2Fven-crown-anchor%2Fcatalogue$/);
    await signIn(page, 'venue@oms.test');
    await page.waitForURL('**/v/ven-crown-anchor/catalogue');
    await page.getByRole('heading', { name: 'Catalogue', exact: true }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('keeps a TFR admin out of Accounts but in the admin area', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/login`);
    await signIn(page, 'tfr@oms.test');
    await page.waitForURL('**/venues');
    await page.getByRole('main').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin/orders');
    await expect(page.getByRole('tab', { name: 'Accounts' }).count()).resolves.toBe(0);
    await page.goto(`${harness.server.url}/admin/accounts`);
    await page.getByText(identityMessages.forbidden).waitFor();
    await checkScreenAtWidths(page, 'identity-forbidden');
    // The supplier portal is for supplier admins only.
    await page.goto(`${harness.server.url}/supplier/orders`);
    await page.getByText(identityMessages.forbidden).waitFor();
    await checkScreenAtWidths(page, 'identity-supplier-forbidden');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });
});
