import { readModels } from '@oms/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { linked, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';
import { seedDemoInvoiceUploads } from './seedDemoInvoiceUploads';

const now = new Date('2026-11-22T10:00:00.000Z');
const crown = 'ven-crown-anchor';
const curated = [
  ['sup-brakes', 'Brakes'],
  ['sup-matthew-clark', 'Matthew Clark'],
  ['sup-fresh-direct', 'Fresh Direct'],
  ['sup-smithfield', 'Smithfield Butchers'],
  ['sup-dairy-fresh', 'Dairy Fresh'],
] as const;

let scenario: ApiScenario;
afterEach(async () => {
  await scenario.close();
});

describe('demo invoice uploads', () => {
  it('gives The Crown & Anchor a dozen invoices over the last month, PDFs and photos, stored and readable', async () => {
    scenario = await givenStreams(
      Object.fromEntries([
        venue(crown, { title: 'The Crown & Anchor' }, ...curated.map(([supplierId]) => linked(crown, supplierId))),
        proPlan(crown, '2026-11-01T00:00:00.000Z'),
        ...curated.map(([supplierId, title]) => supplier(supplierId, { title })),
      ]),
      { now },
    );
    await seedDemoInvoiceUploads(scenario.platform, now);
    const invoices = await readModels.uploadedInvoices.in(scenario.platform.readStore).find({ venueId: crown });
    expect(invoices).toHaveLength(12);
    expect(new Set(invoices.map((invoice) => invoice.contentType))).toEqual(new Set(['application/pdf', 'image/png']));
    expect(invoices.filter((invoice) => invoice.supplierId === null).map((invoice) => invoice.supplierTitle)).toEqual(
      expect.arrayContaining(['Corner Cash & Carry', 'Bristol Ice Co']),
    );
    expect(new Set(invoices.map((invoice) => invoice.userType))).toEqual(new Set(['Admin', 'Customer']));
    const days = invoices.map((invoice) => invoice.uploadedDate).sort();
    // 27 days ago to 2 days ago, Europe/London.
    expect([days[0], days.at(-1)]).toEqual(['2026-10-26', '2026-11-20']);
    for (const invoice of invoices) {
      const head = await scenario.platform.files.head(invoice.fileKey);
      expect(head?.size, invoice.fileName).toBeGreaterThan(100);
    }
  });
});
