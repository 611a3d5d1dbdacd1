import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatOrderDate, formatPence, type InvoiceView, type StatementsView } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
const crown = 'ven-crown-anchor';
const artifacts = fileURLToPath(new URL('../../../tests/artifacts/pdf', import.meta.url));
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let day: string;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  const statements = (
    await asVenueUser({ url: `/api/venues/${crown}/statements?start=2026-11-01&end=2026-11-21` })
  ).json() as StatementsView;
  const busiest = [...statements.days].sort((a, b) => b.supplierCount - a.supplierCount)[0];
  if (!busiest) throw new Error('the demo has no ordered day in November');
  day = busiest.date;
});
afterAll(async () => {
  await harness.close();
});

/** The PDF's text as a reader sees it, through poppler's pdftotext. */
function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(artifacts, { recursive: true });
  const file = join(artifacts, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  // Page 1 as a picture, for looking at what the venue gets.
  spawnSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, join(artifacts, name)]);
  return text.stdout;
}

async function downloadPdf(url: string) {
  const redirect = await asVenueUser({ url });
  expect(redirect.statusCode, redirect.body).toBe(303);
  const location = String(redirect.headers.location);
  expect(location).toMatch(/^\/api\/files\/download\?key=documents%2Fven-crown-anchor%2Finvoice-/);
  const file = await harness.app.inject({ url: location });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { location, pdf: file.rawPayload, disposition: String(file.headers['content-disposition']) };
}

describe('the daily invoice as a PDF', () => {
  it('holds the same invoice as the page: number, venue, suppliers, lines, VAT and totals', async () => {
    const invoice = (await asVenueUser({ url: `/api/venues/${crown}/order-invoices/${day}` })).json() as InvoiceView;
    const { pdf, disposition } = await downloadPdf(`/api/venues/${crown}/order-invoice-pdfs/${day}`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(disposition).toContain(`filename="Invoice ${invoice.invoiceNumber}.pdf"`);
    const text = pdfText(pdf, `invoice-${day}`);
    expect(text).toContain('OMS');
    expect(text).toContain(`Invoice number ${invoice.invoiceNumber}`);
    expect(text).toContain(`Orders of ${formatOrderDate(invoice.startDate)}`);
    expect(text).toContain('The Crown & Anchor');
    for (const supplier of invoice.suppliers) {
      expect(text).toContain(supplier.supplierTitle);
      const firstLine = supplier.lines[0];
      if (firstLine) expect(text).toContain(firstLine.sku);
    }
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `Subtotal (ex VAT) ${formatPence(invoice.net)} VAT (20%) ${formatPence(invoice.vat)} Total ${formatPence(invoice.total)}`,
    );
    expect(flat).toMatch(/Page 1 of \d+/);
  });

  it('keeps the PDF in the file store, recorded once, and serves it again without rendering it anew', async () => {
    const first = await downloadPdf(`/api/venues/${crown}/order-invoice-pdfs/${day}`);
    const second = await downloadPdf(`/api/venues/${crown}/order-invoice-pdfs/${day}`);
    const key = new URL(first.location, 'http://x').searchParams.get('key');
    expect(new URL(second.location, 'http://x').searchParams.get('key')).toBe(key);
    expect(second.pdf).toEqual(first.pdf);
    const records = await harness.platform.eventStore.readStream(`venueDocuments-${crown}`);
    expect(records.filter((event) => (event.data as { file: { key: string } }).file.key === key)).toHaveLength(1);
    expect(records[0]?.data).toMatchObject({ purpose: 'orderInvoicePdf', file: { contentType: 'application/pdf' } });
  });

  it('breaks a month-long invoice across pages with the table headings repeated', async () => {
    const { pdf } = await downloadPdf(`/api/venues/${crown}/order-invoice-pdfs/2026-11-01/2026-11-21`);
    const text = pdfText(pdf, 'invoice-november');
    const pages = text.split('\f').filter((page) => page.trim().length > 0);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(1, -1))
      expect(page).toMatch(/Date\s+SKU\s+Product\s+Qty\s+Unit price\s+Net\s+VAT\s+Total/);
  });

  it('answers 404 with the empty-state words for a day without orders, and 403 for another venue', async () => {
    const empty = await asVenueUser({ url: `/api/venues/${crown}/order-invoice-pdfs/2026-11-23` });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.message).toBe('There are no accepted orders to invoice for these dates.');
    const supplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
    expect((await supplier({ url: `/api/venues/${crown}/order-invoice-pdfs/${day}` })).statusCode).toBe(403);
  });
});
