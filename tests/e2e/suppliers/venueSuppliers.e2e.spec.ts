import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const venueId = 'ven-harbour-kitchen';

const harness = appAndChromiumForWalks();

describe('Your active suppliers in Chromium', () => {
  it('shows a venue user its active suppliers with their terms, read only, each opening the catalogue', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/suppliers`);
    await page.getByRole('heading', { name: 'Your active suppliers' }).waitFor();
    const smithfield = page.locator('.ag-row', { hasText: 'Smithfield Butchers' });
    await smithfield.waitFor();
    // Harbour Kitchen's own terms with Smithfield (demo): £120.00 minimum, Tuesday and Friday, 11:00.
    await expect(smithfield.getByText('£120.00').isVisible()).resolves.toBe(true);
    await expect(smithfield.getByText('Tue, Fri').isVisible()).resolves.toBe(true);
    await expect(smithfield.getByText('11:00').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(0);
    await expect(page.getByRole('switch').count()).resolves.toBe(0);
    const venueRows = await page.locator('.ag-row').count();
    await walk.checkScreen('suppliers-venue-user');

    await smithfield.getByText('£120.00').click();
    await page.waitForURL(`**/v/${venueId}/catalogue`);
    await page.getByRole('heading', { name: 'Catalogue' }).waitFor();
    await walk.finish();

    // The supplier the venue stopped buying from is shown to admins only.
    const adminWalk = await startScreenWalk(harness.browser);
    await signInAs(adminWalk.page, harness.server.url, 'admin@oms.test');
    await adminWalk.page.goto(`${harness.server.url}/v/${venueId}/suppliers`);
    await adminWalk.page.locator('.ag-row', { hasText: 'Smithfield Butchers' }).waitFor();
    await expect(adminWalk.page.locator('.ag-row').count()).resolves.toBe(venueRows + 1);
    await adminWalk.finish();
  }, 120_000);

  it('lets an admin edit the minimum order in pounds, delivery days and cut-off, and hide a supplier', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/suppliers`);
    await page.getByRole('heading', { name: 'Your active suppliers' }).waitFor();
    await page.getByRole('button', { name: 'Edit Smithfield Butchers' }).waitFor();
    await walk.checkScreen('suppliers-admin');

    await page.getByRole('button', { name: 'Edit Smithfield Butchers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Smithfield Butchers' });
    await dialog.waitFor();
    await dialog.getByLabel('Minimum order (£)').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The minimum order must be a positive number!').waitFor();
    await walk.checkScreen('suppliers-edit-dialog', { widths: ['desktop'] });

    await dialog.getByLabel('Minimum order (£)').fill('95.50');
    await dialog.getByLabel('Friday').uncheck({ force: true });
    await dialog.getByLabel('Wednesday').check({ force: true });
    await dialog.getByLabel('Order cut-off time').fill('10:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const smithfield = page.locator('.ag-row', { hasText: 'Smithfield Butchers' });
    await smithfield.getByText('£95.50').waitFor();
    await expect(smithfield.getByText('Tue, Wed').isVisible()).resolves.toBe(true);
    await expect(smithfield.getByText('10:30').isVisible()).resolves.toBe(true);

    const showDairy = page.getByRole('switch', { name: 'Show Supplier: Dairy Fresh' });
    await expect(showDairy.isChecked()).resolves.toBe(true);
    await showDairy.click({ force: true });
    await expect.poll(() => showDairy.isChecked()).toBe(false);
    // Toggling stays on the page: the switch is not a way into the catalogue.
    expect(new URL(page.url()).pathname).toBe(`/v/${venueId}/suppliers`);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Show Supplier: Dairy Fresh' }).isChecked()).toBe(false);
    await walk.checkScreen('suppliers-admin-edited');
    await walk.finish();

    // The venue user no longer sees Dairy Fresh, and sees the new Smithfield terms.
    const venueWalk = await startScreenWalk(harness.browser);
    await signInAs(venueWalk.page, harness.server.url, 'venue@oms.test');
    await venueWalk.page.goto(`${harness.server.url}/v/${venueId}/suppliers`);
    await venueWalk.page.locator('.ag-row', { hasText: 'Smithfield Butchers' }).getByText('£95.50').waitFor();
    await expect(venueWalk.page.locator('.ag-row', { hasText: 'Dairy Fresh' }).count()).resolves.toBe(0);
    await venueWalk.finish();
  }, 120_000);
});
