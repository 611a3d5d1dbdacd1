import type { Page } from 'playwright-core';

export const demoPassword = 'Demo!Pass1';

/** Signs in through the /login form, as a user does, and waits to leave the login page. */
export async function signInAs(page: Page, baseUrl: string, email: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
