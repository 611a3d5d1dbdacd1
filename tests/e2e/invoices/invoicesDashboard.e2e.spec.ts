import { invoiceUploadMessages } from '@oms/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReceiptPng } from '../../../services/src/demo/demoReceiptImage';
import { renderPdf } from '../../../services/src/platform/documents/pdfDocument';
import { type AppServer, startAppServer } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { type ScreenWalk, startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';

let server: AppServer;
let browser: Browser;
let invoicePdf: Buffer;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  invoicePdf = await renderPdf({ title: 'Invoice BR-E2E', generatedAt: new Date() }, [
    { text: 'Brakes', fontSize: 18, bold: true },
    { text: 'Invoice BR-E2E · Total due £123.45' },
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dashboard = () => `${server.url}/v/ven-crown-anchor/purchasing/invoices`;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: invoicePdf });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: demoReceiptPng(7) });

/** Chromium logs an API's 4xx answer as a console error; the walks that expect one drop it here. */
function expectedRefusals(walk: ScreenWalk, status: number) {
  walk.problems.splice(
    0,
    walk.problems.length,
    ...walk.problems.filter((problem) => !problem.includes(`status of ${status}`)),
  );
}

async function openDashboard(page: Page) {
  await page.goto(dashboard());
  await page.getByRole('heading', { name: invoiceUploadMessages.pageTitle, exact: true }).waitFor();
}

describe('invoices dashboard in Chromium', () => {
  it('lists the venue’s invoices by supplier, uploads two files with their suppliers and opens the viewer', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await openDashboard(page);
    await page.getByText('Corner Cash & Carry').first().waitFor();
    const downloadAll = page.getByRole('button', { name: invoiceUploadMessages.downloadAll });
    expect(await downloadAll.isDisabled()).toBe(true);
    await walk.checkScreen('invoices-dashboard');

    // The supplier tree filters the table and enables Download All.
    await page.getByRole('navigation', { name: 'Suppliers' }).getByText('Smithfield Butchers').click();
    await page.getByText('Corner Cash & Carry').first().waitFor({ state: 'detached' });
    expect(await downloadAll.isDisabled()).toBe(false);
    const download = page.waitForEvent('download');
    await downloadAll.click();
    expect((await download).suggestedFilename()).toBe('OMS_invoices.zip');
    await page.getByRole('navigation', { name: 'Suppliers' }).getByText('Smithfield Butchers').click();

    // Every invoice uploaded in a date range, typed as a UK user does; a click outside commits each date.
    const range = page.getByRole('group', { name: 'Download by upload date' });
    const rangeDownload = range.getByRole('button', { name: invoiceUploadMessages.downloadRange });
    expect(await rangeDownload.isDisabled()).toBe(true);
    const heading = page.getByRole('heading', { name: invoiceUploadMessages.pageTitle, exact: true });
    await range.getByLabel('From').fill('01/10/2026');
    await heading.click();
    await range.getByLabel('To').fill('30/11/2026');
    await heading.click();
    const rangeZip = page.waitForEvent('download');
    await rangeDownload.click();
    expect((await rangeZip).suggestedFilename()).toBe('2026-10-01-2026-11-30.zip');

    await page.getByRole('button', { name: invoiceUploadMessages.addInvoices }).click();
    const dialog = page.getByRole('dialog', { name: invoiceUploadMessages.addInvoices });
    const files = dialog.locator('input[type="file"]');
    await files.setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => pdf(`invoice-${n}.pdf`)));
    await page.getByText(invoiceUploadMessages.tooManyFiles).waitFor();
    await walk.checkScreen('invoices-too-many-files', { widths: ['mobile'] });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText(invoiceUploadMessages.tooManyFiles).waitFor({ state: 'detached' });

    await files.setInputFiles([pdf('brakes-e2e.pdf'), png('market-receipt.png')]);
    await dialog.getByText('brakes-e2e.pdf').waitFor();
    await dialog.getByText('market-receipt.png').waitFor();
    const upload = dialog.getByRole('button', { name: invoiceUploadMessages.upload });
    // Blocked until every file has a supplier.
    expect(await upload.isDisabled()).toBe(true);
    const suppliers = dialog.getByLabel('Supplier', { exact: true });
    await suppliers.nth(0).selectOption({ label: 'Brakes' });
    await dialog.getByLabel('PO number').nth(0).fill('PO-E2E-1');
    await dialog.getByLabel(invoiceUploadMessages.totalLabel).nth(0).fill('123.45');
    await dialog.getByLabel('Comment').nth(0).fill('Delivered by the night driver');
    expect(await upload.isDisabled()).toBe(true);
    await suppliers.nth(1).selectOption({ label: invoiceUploadMessages.other });
    await dialog.getByLabel('Supplier name').fill('Harbourside Market');
    expect(await upload.isDisabled()).toBe(false);
    await walk.checkScreen('invoices-add');
    await upload.click();
    await page.getByText('2 invoices uploaded successfully').waitFor();
    await page.getByRole('gridcell', { name: 'Harbourside Market' }).waitFor();
    await page.getByRole('gridcell', { name: 'PO-E2E-1' }).waitFor();

    const viewLink = page.getByRole('link', { name: 'View brakes-e2e.pdf' });
    const viewerPath = (await viewLink.getAttribute('href')) ?? '';
    expect(viewerPath).toMatch(/^\/invoice\/ven-crown-anchor\/inv-/);
    await page.goto(`${server.url}${viewerPath}`);
    await page.getByRole('heading', { name: 'Brakes: brakes-e2e.pdf' }).waitFor();
    await page.getByText(/^Uploaded on \d{2}-\d{2}-\d{4} · PO PO-E2E-1$/).waitFor();
    expect(await page.locator('iframe').count()).toBe(1);
    await walk.checkScreen('invoice-viewer-pdf');

    await openDashboard(page);
    const imagePath = (await page.getByRole('link', { name: 'View market-receipt.png' }).getAttribute('href')) ?? '';
    await page.goto(`${server.url}${imagePath}`);
    await page.getByRole('img', { name: 'Harbourside Market: market-receipt.png' }).waitFor();
    await walk.checkScreen('invoice-viewer-image');
    await walk.finish();
  }, 180_000);

  it('lets an admin edit an invoice’s PO number and delete it', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'admin@oms.test');
    await openDashboard(page);
    await page.getByRole('gridcell', { name: 'PO-E2E-1' }).waitFor();
    await page.getByRole('button', { name: `${invoiceUploadMessages.editPoNumber} of brakes-e2e.pdf` }).click();
    const edit = page.getByRole('dialog', { name: invoiceUploadMessages.editPoNumber });
    await edit.getByRole('textbox', { name: 'PO number' }).fill('PO-E2E-9');
    await walk.checkScreen('invoices-edit-po');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(invoiceUploadMessages.poNumberUpdated).waitFor();
    await page.getByRole('gridcell', { name: 'PO-E2E-9' }).waitFor();

    await page.getByRole('button', { name: 'Delete brakes-e2e.pdf' }).click();
    await page.getByText(invoiceUploadMessages.deleteConfirm).waitFor();
    await walk.checkScreen('invoices-delete-confirm', { widths: ['mobile'] });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(invoiceUploadMessages.deleted).waitFor();
    await page.getByRole('gridcell', { name: 'PO-E2E-9' }).waitFor({ state: 'detached' });
    await walk.finish();
  }, 120_000);

  it('does not offer a venue user the admin actions, and answers an unsupported file with the spec’s alert', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await openDashboard(page);
    await page.getByRole('link', { name: 'View market-receipt.png' }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    await page.getByRole('button', { name: invoiceUploadMessages.addInvoices }).click();
    const dialog = page.getByRole('dialog', { name: invoiceUploadMessages.addInvoices });
    // Named .pdf, but not a PDF inside: the server decides by content.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    });
    await dialog.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Brakes' });
    await dialog.getByRole('button', { name: invoiceUploadMessages.upload }).click();
    await page.getByText('Unsupported file type').waitFor();
    expectedRefusals(walk, 415);
    await page.getByRole('button', { name: 'OK' }).click();
    await walk.finish();
  }, 120_000);

  it('shows the Plan Limit modal instead of the upload once a Free venue has used its invoices this month', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    // Harbour Kitchen is on the Free plan: 5 invoice uploads a month.
    for (let upload = 1; upload <= 5; upload += 1) {
      const answer = await page.request.post(`${server.url}/api/venues/ven-harbour-kitchen/invoice-uploads`, {
        multipart: {
          items: JSON.stringify([{ supplierId: null, supplierTitle: 'Local Farm Shop' }]),
          file: pdf(`farm-${upload}.pdf`),
        },
      });
      expect(answer.status()).toBe(201);
    }
    await page.goto(`${server.url}/v/ven-harbour-kitchen/purchasing/invoices`);
    await page.getByText('farm-1.pdf').or(page.getByText('Local Farm Shop').first()).first().waitFor();
    await page.getByRole('button', { name: invoiceUploadMessages.addInvoices }).click();
    await page.getByText('You have reached the limit of your current plan for this month.').waitFor();
    expect(await page.getByRole('dialog', { name: invoiceUploadMessages.addInvoices }).count()).toBe(0);
    await walk.checkScreen('invoices-plan-limit', { widths: ['mobile'] });
    await walk.finish();
  }, 120_000);
});
