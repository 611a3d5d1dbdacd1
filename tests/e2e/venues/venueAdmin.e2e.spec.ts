import { readFileSync } from 'node:fs';
import { venueAdminMessages } from '@oms/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { checkScreenAtWidths } from '../support/screens';
import { newWalkPage, unexpectedProblems } from '../support/walkPages';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email: string): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newWalkPage(browser);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo!Pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/venues');
  await page.getByRole('heading', { name: 'Venues' }).waitFor();
  return { page, problems };
}

describe('venues list admin parts in Chromium', () => {
  it('downloads the Combined Flash Report with the spec columns, after asking for a venue', async () => {
    const { page, problems } = await signedInPage('admin@oms.test');
    await page.getByRole('button', { name: 'Reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reports' });
    await dialog.getByText('Combined Flash Report').click();
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    await dialog.getByText(venueAdminMessages.chooseVenue).waitFor();
    await dialog.getByRole('checkbox', { name: 'The Crown & Anchor' }).check({ force: true });
    await checkScreenAtWidths(page, 'venues-admin-reports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^combined-flash-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Venue Name,Sales,Purchase Figures Per Day,Misc Costs,Gross Profit %,Forecasted Sales,Variance',
    );
    // Spec 03 §9: the last 40 days by default, one row per day for the one venue.
    expect(lines).toHaveLength(41);
    expect(
      lines
        .slice(1)
        .every((line) => line.split(',')[1] === '"The Crown & Anchor"' || line.includes('The Crown & Anchor')),
    ).toBe(true);
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it("sends a push notification that reaches a venue user's screen as 'Push Notification'", async () => {
    const venueUser = await signedInPage('venue@oms.test');
    // Venue users get neither the reports nor the push notification.
    await expect(venueUser.page.getByRole('button', { name: 'Reports' }).count()).resolves.toBe(0);
    await expect(venueUser.page.getByRole('button', { name: 'Send push notification' }).count()).resolves.toBe(0);
    await expect(venueUser.page.getByRole('button', { name: /^Admin settings/ }).count()).resolves.toBe(0);

    const { page, problems } = await signedInPage('tfr@oms.test');
    await page.getByRole('button', { name: 'Send push notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send push notification' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(venueAdminMessages.messageRequired).waitFor();
    await dialog.getByText(venueAdminMessages.chooseRecipient).waitFor();
    await dialog.getByLabel('Message').fill('The walk-through says hello');
    await dialog.getByLabel('Filter venues').fill('crown');
    await dialog.getByRole('checkbox', { name: 'The Crown & Anchor' }).check({ force: true });
    await checkScreenAtWidths(page, 'venues-admin-push-notification');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/^Push Notification - Notification sent to \d+ accounts?$/).waitFor();
    await venueUser.page.getByText('Push Notification - The walk-through says hello').waitFor();
    // Recorded: the dialog lists it, above the demo's notification.
    await page.getByRole('button', { name: 'Send push notification' }).click();
    const recent = dialog.getByRole('region', { name: 'Recently sent' });
    await recent.getByText('The walk-through says hello').waitFor();
    await recent.getByText(/Christmas and New Year delivery days/).waitFor();
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Cancel' }).click();
    // A TFR admin does not delete venues (spec 03 §6).
    await expect(page.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    expect(unexpectedProblems(venueUser.problems)).toEqual([]);
    await page.close();
    await venueUser.page.close();
  });

  it('edits the admin settings, sends the statistics e-mail, and deletes a venue after confirming', async () => {
    const { page, problems } = await signedInPage('admin@oms.test');
    await page.getByRole('button', { name: 'Admin settings of The Crown & Anchor' }).click();
    const dialog = page.getByRole('dialog', { name: /^Admin settings - The Crown & Anchor/ });
    await dialog.getByLabel('Activity e-mail frequency').waitFor();
    await expect(dialog.getByLabel('Activity e-mail frequency').inputValue()).resolves.toBe('weekly');
    await dialog.getByLabel('Activity e-mail frequency').selectOption('monthly');
    await dialog.getByText('Invoices', { exact: true }).click();
    await checkScreenAtWidths(page, 'venues-admin-settings');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Admin settings - The changes have been saved').waitFor();
    await dialog.getByRole('button', { name: 'Send statistics now' }).click();
    await page.getByText('Venue Statistics - Statistics have been successfully sent to the provided emails').waitFor();
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Create venue' }).click();
    await page.getByLabel('Venue title').fill('Walk Pop-up Bar');
    await page.getByRole('dialog', { name: 'Create venue' }).getByRole('button', { name: 'Create venue' }).click();
    await page.waitForURL('**/v/**');
    await page.goto(`${server.url}/venues?title=pop-up`);
    await page.getByRole('button', { name: 'Delete Walk Pop-up Bar' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Are you sure you want to delete Walk Pop-up Bar?').waitFor();
    await checkScreenAtWidths(page, 'venues-admin-delete-venue');
    await alert.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Venue deleted').waitFor();
    await page.getByText('No venues found').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });
});
