import { randomUUID } from 'node:crypto';
import {
  shoppingListMessages,
  shoppingListStreamId,
  unguardedCell,
  type VenueProductsCsvRow,
  venueProductsCsvHeadings,
  venueProductsCsvMessages,
} from '@oms/contracts';
import { type CatalogueProductDocument, readModels } from '@oms/projections';
import Papa from 'papaparse';
import { z } from 'zod';
import { handleCommand } from '../platform/commands/handleCommand';
import { type AppliedRow, type CsvImportKind, withoutBom } from '../platform/csvImport/csvImport';
import type { Platform } from '../platform/platform';
import { type ListedProduct, shoppingListDecider } from './shoppingList';

export interface VenueProductsCsvLine {
  product: string;
  zone: string;
  defaultQuantity: number;
}

/** Spec 03 §7: product (a sku or a title), zone, defaultQuantity (a whole number above 0). */
const venueProductsCsvLine = z.record(z.string(), z.string()).transform((cells, ctx): VenueProductsCsvLine => {
  const product = unguardedCell(cells.product ?? '');
  if (product === '') {
    ctx.addIssue({ code: 'custom', path: ['product'], message: venueProductsCsvMessages.productRequired });
    return z.NEVER;
  }
  const quantityCell = unguardedCell(cells.defaultQuantity ?? '');
  const defaultQuantity = quantityCell === '' ? 1 : Number(quantityCell);
  if (!Number.isInteger(defaultQuantity) || defaultQuantity < 1) {
    ctx.addIssue({ code: 'custom', path: ['defaultQuantity'], message: shoppingListMessages.numeric });
    return z.NEVER;
  }
  return { product, zone: unguardedCell(cells.zone ?? ''), defaultQuantity };
});

/** The file's rows as spreadsheet lines number them, each as the spec's `error` and `exists` lists show it. */
export function csvRowsByLine(text: string): Map<number, VenueProductsCsvRow> {
  const parsed = Papa.parse<string[]>(withoutBom(text), { skipEmptyLines: false });
  return new Map(
    parsed.data.map((cells, index) => [
      index + 1,
      {
        product: unguardedCell(cells[0] ?? ''),
        zone: unguardedCell(cells[1] ?? ''),
        defaultQuantity: unguardedCell(cells[2] ?? ''),
      },
    ]),
  );
}

/** The venue's catalogue: its suppliers' live products, found by sku first, then by title. */
async function catalogueOf(platform: Platform, venueId: string) {
  const links = await readModels.venueSuppliers.in(platform.readStore).find({ venueId });
  const products = await readModels.catalogueProducts
    .in(platform.readStore)
    .find({ supplierId: { $in: links.map((link) => link.supplierId) }, isDeleted: { $ne: true } });
  const bySku = new Map<string, CatalogueProductDocument>();
  const byTitle = new Map<string, CatalogueProductDocument>();
  for (const product of products) {
    if (product.sku && !bySku.has(product.sku.toLowerCase())) bySku.set(product.sku.toLowerCase(), product);
    if (!byTitle.has(product.title.toLowerCase())) byTitle.set(product.title.toLowerCase(), product);
  }
  return (key: string) => bySku.get(key.toLowerCase()) ?? byTitle.get(key.toLowerCase());
}

/**
 * An admin's venue products CSV: each row names a product of one of the venue's suppliers; new
 * ones join the venue's list with their zone and default quantity, listed ones are skipped as
 * existing, unknown ones rejected. One ImportVenueProducts command per batch.
 */
export function venueProductsCsvImport(platform: Platform, venueId: string): CsvImportKind<VenueProductsCsvLine> {
  return {
    kind: 'venueProducts',
    headings: venueProductsCsvHeadings,
    row: venueProductsCsvLine as unknown as z.ZodType<VenueProductsCsvLine, Record<string, string>>,
    label: (cells) => cells.product || '(no product)',
    async apply(rows, context) {
      const find = await catalogueOf(platform, venueId);
      const listed = await readModels.venueProducts.in(platform.readStore).find({ venueId });
      const onList = new Set(listed.map((item) => item.productId));
      const toAdd: { venueProductId: string; product: ListedProduct; zone: string; defaultQuantity: number }[] = [];
      const outcomes = rows.map(({ row }): AppliedRow => {
        const product = find(row.product);
        if (!product) return { outcome: 'rejected', reason: venueProductsCsvMessages.productNotFound };
        if (onList.has(product.productId)) return { outcome: 'skipped', reason: shoppingListMessages.alreadyListed };
        onList.add(product.productId);
        toAdd.push({
          venueProductId: randomUUID(),
          product: { ...product, zone: product.zone ?? null },
          zone: row.zone,
          defaultQuantity: row.defaultQuantity,
        });
        return { outcome: 'created' };
      });
      if (toAdd.length > 0) {
        const outcome = await handleCommand(
          platform.eventStore,
          shoppingListStreamId(venueId),
          shoppingListDecider,
          { type: 'ImportVenueProducts', venueId, rows: toAdd },
          context,
        );
        await platform.runner.waitFor(outcome.position);
      }
      return outcomes;
    },
  };
}
