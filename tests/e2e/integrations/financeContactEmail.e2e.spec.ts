import { integrationErrors } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('integrations (spec 02 §2.13): the finance contact e-mail asked before connecting', () => {
  it("answers an address that is not one with 'The input is not valid email' and does not leave the page", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/integrations`);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finance contact e-mail' });
    const field = dialog.getByLabel('Finance contact e-mail');
    await field.fill('finance at crown');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText(integrationErrors.financeEmailInvalid.message).waitFor();
    expect(integrationErrors.financeEmailInvalid.message).toBe('The input is not valid email');
    expect(new URL(page.url()).pathname).toBe('/v/ven-crown-anchor/integrations');
    await walk.checkScreen('integrations-finance-email-invalid');
    await field.fill('finance@crownanchor.example');
    await expect.poll(() => dialog.getByText(integrationErrors.financeEmailInvalid.message).count()).toBe(0);
    await walk.finish();
  }, 120_000);
});
