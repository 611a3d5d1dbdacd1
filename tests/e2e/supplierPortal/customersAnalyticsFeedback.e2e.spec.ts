import { readFileSync } from 'node:fs';
import {
  addBusinessDays,
  analyticsFileName,
  analyticsMessages,
  customerCsvHeadings,
  customerMessages,
  feedbackMessages,
  toCsv,
} from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { expectLondonToday, londonToday } from '../support/londonDay';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('supplier portal: Customers, Analytics, Feedback', () => {
  it('lists, adds, edits and deletes customers, and round-trips the CSV template', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    for (const heading of [
      'Logo',
      'Venue name',
      'Account Number',
      'Address',
      'Delivery Days',
      'Minimum Order',
      'Delivery Free',
      'Order Cut Off',
      'Price File',
      'Message',
      'Action',
    ]) {
      await page.getByRole('columnheader', { name: heading, exact: true }).waitFor();
    }
    await page.getByText(/Active Customers: \d+/).waitFor();
    await page.getByText('The Crown & Anchor').first().waitFor();
    await walk.checkScreen('supplier-customers');

    // Search: empty asks for a term; a name narrows the list after the debounce.
    const search = page.getByLabel('Search customers by venue name');
    await search.press('Enter');
    await page.getByText(customerMessages.emptySearch).waitFor();
    await search.fill('crown');
    await page.getByText('The Red Lion').waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByText('The Crown & Anchor').first().waitFor();
    await search.fill('');

    // Add Customer Manually: every message, then a new venue.
    await page.getByRole('button', { name: 'Add Customer Manually' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    for (const message of [
      customerMessages.emailRequired,
      customerMessages.accountNameRequired,
      customerMessages.venueNameRequired,
      customerMessages.accountNumberPositive,
      customerMessages.addressCityRequired,
      customerMessages.minimumOrderPositive,
      customerMessages.deliveryFeePositive,
      customerMessages.deliveryDaysRequired,
      customerMessages.cutOffRequired,
    ]) {
      await dialog.getByText(message).first().waitFor();
    }
    await dialog.getByLabel('Email of customer').fill('not-an-email');
    await dialog.getByText(customerMessages.emailInvalid).waitFor();
    await walk.checkScreen('supplier-customer-add');
    // "Exist venues" lists venues on OMS by name; Brakes' own customers cannot be taken twice.
    await dialog.getByLabel('Venue name').fill('Crown');
    await dialog.getByRole('complementary', { name: 'Exist venues' }).getByText('The Crown & Anchor').waitFor();
    await dialog.getByLabel('Email of customer').fill('orders@lamb.example');
    await dialog.getByLabel('Account name').fill('Lamb & Flag Ltd');
    await dialog.getByLabel('Venue name').fill('The Lamb & Flag');
    await dialog.getByLabel('Account number').fill('990011');
    await dialog.getByLabel('Address line 1').fill('33 Rose Street');
    await dialog.getByLabel('Address line 2').fill('Covent Garden');
    await dialog.getByLabel('Address city').fill('London');
    await dialog.getByLabel('Address post code').fill('WC2E 9EB');
    await dialog.getByLabel('Minimum order (£)').fill('120');
    await dialog.getByLabel('Delivery fee (£)').fill('6.50');
    await dialog.getByLabel('Order cut off time').fill('13:30');
    await dialog.getByLabel('Tuesday').check({ force: true });
    await dialog.getByLabel('Friday').check({ force: true });
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('The Lamb & Flag').waitFor();
    await page.getByText('£6.50').first().waitFor();

    // Edit: the terms change, the venue's own name stays the venue's.
    const lambRow = page.locator('.ag-row', { hasText: 'The Lamb & Flag' });
    await lambRow.getByRole('button', { name: 'Edit' }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await edit.getByLabel('Minimum order (£)').fill('200');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('£200.00').first().waitFor();

    // Delete asks first, Yes/No.
    await page
      .locator('.ag-row', { hasText: 'The Lamb & Flag' })
      .getByRole('button', { name: 'Delete' })
      .first()
      .click();
    await page.getByText(customerMessages.deleteConfirm).waitFor();
    await walk.checkScreen('supplier-customer-delete', { widths: ['desktop'] });
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The Lamb & Flag').first().waitFor({ state: 'detached' });

    // CSV: the template downloads with the §5 headings; filled in, it adds a customer; wrong headings are refused.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV Template' }).click();
    const template = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(template.split('\r\n')[0]).toBe(customerCsvHeadings.join(','));
    const filled = toCsv([
      [...customerCsvHeadings],
      [
        'orders@rose.example',
        'Rose Ltd',
        '55501',
        'Bath',
        '4 Queen Sq',
        'Floor 1',
        'BA1 2HN',
        'The Rose Bar',
        'Mon, Thu',
        '90',
        '0',
        '12:00',
        'Brakes',
      ],
      ['short@row.example', 'Short'],
    ]);
    await page.getByRole('button', { name: 'Add Customers Via CSV' }).click();
    const upload = page.getByRole('dialog', { name: 'Add Customers Via CSV' });
    const file = upload.locator('input[type="file"]');
    await file.setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('Email,Name\na@b.c,A\n') });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText(customerMessages.wrongHeadings).waitFor();
    await file.setInputFiles({ name: 'customers.txt', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText(customerMessages.invalidCsv).waitFor();
    await file.setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(filled) });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText(/1 added, 0 already your customers, 1 not added/).waitFor();
    await upload.getByText(/Expected 13 columns, found 2/).waitFor();
    await walk.checkScreen('supplier-customers-csv');
    await upload.getByRole('button', { name: 'Done' }).click();
    await page.getByText('The Rose Bar').waitFor();

    // Message opens the chat with the venue.
    await page
      .locator('.ag-row', { hasText: 'The Crown & Anchor' })
      .getByRole('button', { name: /Message/ })
      .first()
      .click();
    await page.getByRole('dialog').getByText('Hello from Brakes', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await walk.finish();
  }, 180_000);

  it('shows analytics for the last 7 days, downloads them named by the period, and asks for dates', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    const dayBeforeLoading = londonToday();
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const today = expectLondonToday(to, dayBeforeLoading, 'the day the period ends on');
    const from = addBusinessDays(today, -6);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(from);
    for (const heading of [
      'Logo',
      'Venue name',
      'Account Number',
      'Total Orders',
      'Total Revenue',
      'Average Order Size',
      'Last Order Placed',
      'Active?',
    ]) {
      await page.getByRole('columnheader', { name: heading, exact: true }).waitFor();
    }
    await page.getByText(/Active Customers: \d+/).waitFor();
    await page.getByRole('img', { name: 'Active' }).first().waitFor();
    await walk.checkScreen('supplier-analytics');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(analyticsFileName(from, today));
    expect(readFileSync((await file.path()) ?? '', 'utf8')).toContain('The Crown & Anchor');

    const search = page.getByLabel('Search customers by venue name');
    await search.press('Enter');
    await page.getByText(analyticsMessages.emptySearch).waitFor();

    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('From', { exact: true }).press('Enter');
    await page.getByText(analyticsMessages.selectDate).first().waitFor();
    await page.getByRole('button', { name: 'Download Data' }).click();
    await page.getByText(analyticsMessages.selectDate).first().waitFor();
    await walk.finish();
  }, 90_000);

  it('sends feedback with a rating and a comment, and asks for both', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { name: 'Feedback' }).waitFor();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual([feedbackMessages.required]);
    await page.getByRole('radio', { name: '9' }).click();
    await page.getByLabel('Your feedback').fill('The customers screen is great.');
    await walk.checkScreen('supplier-feedback');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(feedbackMessages.sent).waitFor();
    await walk.finish();

    // Admins read it in the admin area.
    const admin = await startScreenWalk(harness.browser);
    await signInAs(admin.page, harness.server.url, 'admin@oms.test');
    await admin.page.goto(`${harness.server.url}/admin/feedback`);
    await admin.page.getByRole('heading', { name: 'Supplier feedback' }).waitFor();
    await admin.page.getByText('The customers screen is great.').waitFor();
    await admin.checkScreen('admin-supplier-feedback');
    await admin.finish();
  }, 120_000);
});
