import { identityMessages, identityPasswordMessages, venueMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { checkScreenAtWidths } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';
import { newWalkPage, unexpectedProblems } from '../support/walkPages';

const harness = appAndChromiumForWalks();

describe('registration and password reset in Chromium', () => {
  it('registers, lands on an empty venue list and creates the first venue', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(identityMessages.nameRequired).waitFor();
    await page.getByText(identityMessages.emailRequired).waitFor();
    await page.getByText(identityMessages.registerPasswordRequired).waitFor();
    await checkScreenAtWidths(page, 'identity-register-required');

    // An address that already has an account.
    await page.getByLabel('Name').fill('Alex Newcomer');
    await page.getByLabel('Email').fill('venue@oms.test');
    await page.getByLabel('Password', { exact: true }).fill('Newcomer!Pass1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(identityMessages.emailTaken).waitFor();

    await page.getByLabel('Email').fill('Alex.Newcomer@Example.com');
    // Spec 01 §5: the e-mail is lowercased.
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('alex.newcomer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(identityPasswordMessages.tooShort).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('longenough');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(/^Password must contain/).waitFor();
    await checkScreenAtWidths(page, 'identity-register-password-rules');

    await page.getByLabel('Password', { exact: true }).fill('Newcomer!Pass1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/venues');
    await page.getByRole('heading', { name: 'You have no venues yet' }).waitFor();
    await checkScreenAtWidths(page, 'identity-venues-empty');

    await page.getByRole('button', { name: 'Create venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create venue' });
    await dialog.getByRole('button', { name: 'Create venue' }).click();
    await dialog.getByText(venueMessages.titleRequired).waitFor();
    await dialog.getByLabel('Venue title').fill('The Newcomer Arms');
    await checkScreenAtWidths(page, 'identity-create-venue');
    await dialog.getByRole('button', { name: 'Create venue' }).click();
    await page.getByText(venueMessages.venueCreated).waitFor();
    await page.waitForURL(/\/v\/[^/]+\/purchasing\/orders$/);
    await page.getByRole('banner').getByText('The Newcomer Arms').waitFor();
    await page.getByRole('banner').getByText(venueMessages.completeSettingsForCode).waitFor();

    // With a venue of their own, a venue user may not create another.
    await page.getByRole('banner').getByRole('link', { name: 'Back to venues' }).click();
    await page.waitForURL('**/venues');
    await page.getByRole('link', { name: /The Newcomer Arms/ }).waitFor();
    await page.getByText(venueMessages.completeSetUpForCode).waitFor();
    await expect(page.getByRole('button', { name: 'Create venue' }).count()).resolves.toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('resets a password with the code from the demo mailbox and signs in with the new one', async () => {
    const { page, problems } = await newWalkPage(harness.browser);
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByText(identityMessages.emailRequired).waitFor();
    await page.getByLabel('Email').fill('nobody@oms.test');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByText(identityMessages.unknownEmail).waitFor();
    await page.getByLabel('Email').fill('tfr@oms.test');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByText(identityMessages.resetCodeSent).waitFor();
    await page.getByRole('link', { name: 'Mailbox' }).waitFor();

    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(identityMessages.resetCodeRequired).waitFor();
    await page.getByText(identityMessages.newPasswordRequired).waitFor();
    await checkScreenAtWidths(page, 'identity-reset-code');

    // Signed out, the mailbox shows nothing; the demo's admin reads the code there (nobody else could).
    const mailboxPage = (await newWalkPage(harness.browser)).page;
    await mailboxPage.goto(`${harness.server.url}/mailbox`);
    await mailboxPage.getByRole('heading', { name: 'Sign in to read your e-mails' }).waitFor();
    expect(await mailboxPage.getByText('tfr@oms.test').count()).toBe(0);
    await checkScreenAtWidths(mailboxPage, 'identity-mailbox-signed-out');
    await signInAs(mailboxPage, harness.server.url, 'admin@oms.test');
    await mailboxPage.goto(`${harness.server.url}/mailbox`);
    await mailboxPage.getByRole('heading', { name: 'Mailbox', exact: true }).waitFor();
    await mailboxPage.getByText('Local sandbox mailbox').waitFor();
    const mail = mailboxPage.getByRole('listitem').filter({ hasText: 'tfr@oms.test' }).first();
    await mail.waitFor({ timeout: 20_000 });
    const code = ((await mail.locator('pre').textContent()) ?? '').match(/\b\d{6}\b/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    await checkScreenAtWidths(mailboxPage, 'identity-mailbox');
    await mailboxPage.close();

    await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password').fill('Changed!Pass2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(identityMessages.invalidResetCode).waitFor();

    await page.getByLabel('Reset code').fill(code ?? '');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(identityMessages.passwordReset).waitFor();
    await page.waitForURL(/\/login\?email=/);
    await checkScreenAtWidths(page, 'identity-reset-done');

    await page.getByLabel('Password', { exact: true }).fill('Changed!Pass2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/venues');
    await page.getByRole('heading', { name: 'Venues' }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });
});
