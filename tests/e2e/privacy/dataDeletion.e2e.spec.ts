import { dataDeletionMessages } from '@oms/contracts';
import { describe, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('data deletion requests', () => {
  it('takes the public Delete Your Data form signed out, and admins decline one and erase another from their queue', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await page.goto(`${harness.server.url}/requestDeleteData`);
    await page.getByRole('heading', { name: dataDeletionMessages.title }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(dataDeletionMessages.venueTitleRequired).waitFor();
    await page.getByText(dataDeletionMessages.accountEmailInvalid).waitFor();
    await walk.checkScreen('request-delete-data-errors');

    await page.getByLabel('Venue name').fill('The Kings Arms');
    await page.getByLabel('Venue code').fill('KA2210');
    await page.getByLabel('Account holder name').fill('Lucy Campbell');
    await page.getByLabel('Account e-mail').fill('lucy.campbell@example.com');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: dataDeletionMessages.sent }).waitFor();
    await walk.checkScreen('request-delete-data-sent');

    // The form is rate limited per address: past the limit the spec's failure words show.
    for (let sent = 0; sent < 5; sent += 1) {
      await page.request.post(`${harness.server.url}/api/data-deletion-requests`, {
        data: { venueTitle: 'X', venueCode: 'X', accountHolderName: 'X', accountEmail: 'x@example.com' },
      });
    }
    await page.reload();
    await page.getByLabel('Venue name').fill('The Kings Arms');
    await page.getByLabel('Venue code').fill('KA2210');
    await page.getByLabel('Account holder name').fill('Lucy Campbell');
    await page.getByLabel('Account e-mail').fill('lucy.campbell@example.com');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(dataDeletionMessages.failed).first().waitFor();
    walk.problems.length = 0; // the refused request is the point here, not a fault

    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/admin/data-deletion`);
    await page.getByRole('heading', { name: dataDeletionMessages.queueTitle }).waitFor();
    const lucy = page.locator('.data-deletion-card').filter({ hasText: 'Lucy Campbell' }).first();
    await lucy.getByText('Pending').waitFor();
    await page.locator('.data-deletion-card').filter({ hasText: 'Priya Natarajan' }).waitFor();
    await walk.checkScreen('admin-data-deletion-queue');

    await lucy.getByRole('button', { name: dataDeletionMessages.decline }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Why (shown in the queue)').fill('No account with this e-mail');
    await walk.checkScreen('admin-data-deletion-decline');
    await dialog.getByRole('button', { name: dataDeletionMessages.decline }).click();
    await page.getByText(dataDeletionMessages.declined).waitFor();
    await page.getByText(/No account with this e-mail/).waitFor();

    // Erasing forgets the person: the card itself now reads "erased".
    const priya = page.locator('.data-deletion-card').filter({ hasText: 'Priya Natarajan' });
    await priya.getByRole('button', { name: dataDeletionMessages.erase }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(dataDeletionMessages.eraseConfirm).waitFor();
    await walk.checkScreen('admin-data-deletion-erase');
    await confirm.getByRole('button', { name: dataDeletionMessages.erase }).click();
    await page.getByText(dataDeletionMessages.erased).waitFor();
    await page.locator('.data-deletion-card').filter({ hasText: 'Erased' }).first().waitFor();
    await priya.waitFor({ state: 'detached' });
    await walk.checkScreen('admin-data-deletion-erased');
    await walk.finish();
  });
});
