import { type BusinessDate, type PriceFilePreview, priceChangePercent } from '@oms/contracts';
import { readModels } from '@oms/projections';
import Papa from 'papaparse';
import { assertHeadings, type CsvImportKind, withoutBom } from '../../platform/csvImport/csvImport';
import type { CheckedUpload } from '../../platform/files/uploads';
import type { Platform } from '../../platform/platform';
import { knownProductsBySku, type ProductRow, productsCsv, rowEffect } from '../product/productsCsv';

/** Enough of each list to judge a file by; the counts are always whole. */
const LISTED_AT_MOST = 500;

/**
 * What a price file would do, without doing it: the same row rules as the upload, then who it
 * touches (the supplier's customers, open baskets and shopping lists holding a changed product).
 */
export async function previewPriceFile(
  platform: Platform,
  supplierId: string,
  upload: CheckedUpload,
  options: { date?: BusinessDate } = {},
): Promise<PriceFilePreview> {
  const kind = await productsCsv(platform, supplierId, options);
  const text = withoutBom(upload.content.toString('utf8'));
  const delimiter = assertHeadings(text, kind as CsvImportKind<unknown>);
  const known = await knownProductsBySku(platform, supplierId);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimiter });

  const preview: PriceFilePreview = {
    fileName: upload.fileName,
    rows: 0,
    newProducts: [],
    priceChanges: [],
    archived: [],
    unchanged: 0,
    rejected: [],
    notInFile: 0,
    customers: 0,
    openBaskets: 0,
    shoppingLists: 0,
  };
  const seen = new Set<string>();
  const touched: string[] = [];
  parsed.data.slice(1).forEach((cells, index) => {
    const line = index + 2;
    preview.rows += 1;
    const byHeading = Object.fromEntries(kind.headings.map((heading, at) => [heading, cells[at]?.trim() ?? '']));
    const label = kind.label(byHeading);
    if (cells.length !== kind.headings.length) {
      preview.rejected.push({ line, label, reason: `Expected ${kind.headings.length} columns, found ${cells.length}` });
      return;
    }
    const result = kind.row.safeParse(byHeading);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.map(String).join('.');
      preview.rejected.push({ line, label, reason: field ? `${field}: ${issue?.message}` : (issue?.message ?? '') });
      return;
    }
    const row: ProductRow = result.data;
    seen.add(row.sku);
    const effect = rowEffect(supplierId, row, known.get(row.sku));
    if (effect.effect === 'list') {
      preview.newProducts.push({ sku: row.sku, title: row.title, OMSPrice: row.OMSPrice });
    } else if (effect.effect === 'price') {
      touched.push(effect.known.productId);
      preview.priceChanges.push({
        productId: effect.known.productId,
        sku: row.sku,
        title: row.title,
        fromOMSPrice: effect.known.OMSPrice,
        toOMSPrice: row.OMSPrice,
        percent: priceChangePercent(effect.known.OMSPrice, row.OMSPrice),
      });
    } else if (effect.effect === 'archive') {
      touched.push(effect.known.productId);
      preview.archived.push({ productId: effect.known.productId, sku: row.sku, title: effect.known.title });
    } else {
      preview.unchanged += 1;
    }
  });
  preview.notInFile = [...known.entries()].filter(([sku, product]) => !product.isDeleted && !seen.has(sku)).length;

  const { readStore } = platform;
  const [customers, baskets, listed] = await Promise.all([
    readModels.venueSuppliers.in(readStore).countDocuments({ supplierId }),
    touched.length
      ? readModels.baskets.in(readStore).countDocuments({ 'lines.productId': { $in: touched } })
      : Promise.resolve(0),
    touched.length
      ? readModels.venueProducts.in(readStore).find({ productId: { $in: touched } }, { projection: { venueId: 1 } })
      : Promise.resolve([]),
  ]);
  preview.customers = customers;
  preview.openBaskets = baskets;
  preview.shoppingLists = new Set(listed.map((item) => item.venueId)).size;
  preview.newProducts = preview.newProducts.slice(0, LISTED_AT_MOST);
  preview.priceChanges = preview.priceChanges
    .sort((a, b) => Math.abs(b.percent) - Math.abs(a.percent))
    .slice(0, LISTED_AT_MOST);
  preview.archived = preview.archived.slice(0, LISTED_AT_MOST);
  preview.rejected = preview.rejected.slice(0, LISTED_AT_MOST);
  return preview;
}
