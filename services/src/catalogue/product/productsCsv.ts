import { createHash } from 'node:crypto';
import {
  type BusinessDate,
  businessDateOf,
  catalogueErrors,
  imageIdOf,
  keptGln,
  parsePounds,
  pricingUnits,
  productStreamId,
  supplierProductCsvHeadings,
  supplierProductMessages,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { z } from 'zod';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { AppliedRow, CsvImportKind } from '../../platform/csvImport/csvImport';
import type { Platform } from '../../platform/platform';
import { findSupplier } from '../findSupplier';
import { type ProductCommand, productDecider } from './product';

const required = z.string().min(1, supplierProductMessages.mustBeFilled).max(300);
const pounds = z.string().transform((text, context) => {
  const pence = parsePounds(text);
  if (pence === null || pence > 999_999_999) {
    context.addIssue({ code: 'custom', message: supplierProductMessages.mustBeNumeric });
    return z.NEVER;
  }
  return pence;
});
const yesNo = (field: string) =>
  z
    .string()
    .regex(/^(true|false|yes|no|)$/i, `${field} must be true or false`)
    .transform((text) => /^(true|yes)$/i.test(text));

const productRow = z
  .object({
    sku: required,
    title: required,
    size: required,
    type: z.string().max(100),
    CustomerPrice: z.union([z.literal('').transform(() => null), pounds]),
    SupplierPrice: z.string().min(1, supplierProductMessages.mustBeFilled).pipe(pounds),
    GLN: z.string().transform((text) => keptGln(text)),
    UoM: z.enum(pricingUnits, { message: `UoM must be one of ${pricingUnits.join(', ')}` }),
    pricedBy: z.union([z.literal('').transform(() => undefined), z.enum(pricingUnits)]),
    hasVat: yesNo('hasVat'),
    cloudinaryImageId: z.string().transform((text) => imageIdOf(text)),
    archive: yesNo('archive'),
  })
  .transform(({ CustomerPrice, SupplierPrice, ...row }) => ({
    ...row,
    OMSPrice: SupplierPrice,
    price: CustomerPrice ?? SupplierPrice,
  }));
export type ProductRow = z.infer<typeof productRow>;

/** A supplier's product has one stream per SKU, so the same SKU imported twice lists one product. */
export const importedProductId = (supplierId: string, sku: string) =>
  `${supplierId}-sku-${createHash('sha256').update(sku).digest('hex').slice(0, 16)}`;

export interface KnownProduct {
  productId: string;
  title: string;
  OMSPrice: number;
  price: number;
  isDeleted: boolean;
}

/** What a row of a price file does to the supplier's catalogue; the preview and the upload share it. */
export type RowEffect =
  | { effect: 'list'; productId: string }
  | { effect: 'price'; known: KnownProduct }
  | { effect: 'archive'; known: KnownProduct }
  | { effect: 'unchanged' }
  | { effect: 'archivedUnknown' };

export function rowEffect(supplierId: string, row: ProductRow, known: KnownProduct | undefined): RowEffect {
  if (!known || known.isDeleted) {
    if (row.archive) return { effect: 'archivedUnknown' };
    return { effect: 'list', productId: known?.productId ?? importedProductId(supplierId, row.sku) };
  }
  if (row.archive) return { effect: 'archive', known };
  if (known.OMSPrice !== row.OMSPrice || known.price !== row.price) return { effect: 'price', known };
  return { effect: 'unchanged' };
}

/** The supplier's products by SKU, live and deleted: the same SKU uploaded again is the same product. */
export async function knownProductsBySku(platform: Platform, supplierId: string) {
  const listed = await readModels.catalogueProducts
    .in(platform.readStore)
    .find({ supplierId }, { projection: { sku: 1, title: 1, OMSPrice: 1, price: 1, isDeleted: 1 } });
  const bySku = new Map<string, KnownProduct>();
  for (const product of listed) {
    const entry = {
      productId: product._id,
      title: product.title,
      OMSPrice: product.OMSPrice,
      price: product.price,
      isDeleted: product.isDeleted === true,
    };
    // Two products may once have shared a SKU; the live one is what the file means.
    if (!bySku.get(product.sku) || bySku.get(product.sku)?.isDeleted) bySku.set(product.sku, entry);
  }
  return bySku;
}

/** A price file dated in the past applies from that day (noon UTC is inside the London day); today applies now. */
export function effectiveInstant(platform: Platform, date: BusinessDate | undefined): string {
  const now = platform.clock();
  const today = businessDateOf(now);
  if (date && date > today) throw domainErrorOf(catalogueErrors.priceFileDateInFuture);
  if (!date || date === today) return now.toISOString();
  return `${date}T12:00:00.000Z`;
}

function commandOf(
  supplier: { supplierId: string; title: string },
  row: ProductRow,
  effect: Exclude<RowEffect, { effect: 'unchanged' | 'archivedUnknown' }>,
  changedAt: string,
): { productId: string; command: ProductCommand; applied: AppliedRow } {
  if (effect.effect === 'archive') {
    return {
      productId: effect.known.productId,
      command: { type: 'DeleteProduct', supplierId: supplier.supplierId, now: changedAt },
      applied: { outcome: 'updated', reason: 'Archived' },
    };
  }
  if (effect.effect === 'price') {
    return {
      productId: effect.known.productId,
      command: {
        type: 'ChangeProductPrice',
        change: { productId: effect.known.productId, OMSPrice: row.OMSPrice, price: row.price, changedAt },
      },
      applied: { outcome: 'updated', reason: 'Price changed' },
    };
  }
  const { sku, title, size, UoM, type, OMSPrice, price, hasVat, GLN, pricedBy, cloudinaryImageId } = row;
  return {
    productId: effect.productId,
    command: {
      type: 'ListProduct',
      product: {
        productId: effect.productId,
        supplierId: supplier.supplierId,
        supplierTitle: supplier.title,
        sku,
        title,
        size,
        UoM,
        type,
        OMSPrice,
        price,
        hasVat,
        ...(GLN ? { GLN } : {}),
        ...(pricedBy ? { pricedBy } : {}),
        ...(cloudinaryImageId ? { cloudinaryImageId } : {}),
      },
    },
    applied: { outcome: 'created' },
  };
}

export const productsCsvLabel = (cells: Record<string, string>) =>
  [cells.title, cells.sku].filter(Boolean).join(' · ') || '(no title)';

/**
 * A supplier's price file, in the export's columns (spec 03 §3), prices in pounds. A new SKU is
 * listed; a listed SKU at a new price changes price (a ProductPriceChanged, so markers and
 * recipe costs follow); `archive` true deletes it; a listed SKU at the same price is skipped.
 * Each row is one command on its product's stream.
 */
export async function productsCsv(
  platform: Platform,
  supplierId: string,
  options: { date?: BusinessDate } = {},
): Promise<CsvImportKind<ProductRow>> {
  const supplier = await findSupplier(platform, supplierId);
  const known = await knownProductsBySku(platform, supplierId);
  const changedAt = effectiveInstant(platform, options.date);

  return {
    kind: 'products',
    headings: supplierProductCsvHeadings,
    row: productRow,
    label: productsCsvLabel,
    async apply(rows, context: CommandContext) {
      const outcomes: AppliedRow[] = [];
      const positions: number[] = [];
      for (const { row } of rows) {
        const effect = rowEffect(supplierId, row, known.get(row.sku));
        if (effect.effect === 'unchanged') {
          outcomes.push({ outcome: 'skipped', reason: 'Already exists' });
          continue;
        }
        if (effect.effect === 'archivedUnknown') {
          outcomes.push({ outcome: 'skipped', reason: 'Archived, so not listed' });
          continue;
        }
        const { productId, command, applied } = commandOf(supplier, row, effect, changedAt);
        const outcome = await handleCommand(
          platform.eventStore,
          productStreamId(productId),
          productDecider,
          command,
          context,
        ).catch((error: { code?: string }) => {
          if (error.code === 'PRODUCT_EXISTS') return null;
          throw error;
        });
        if (!outcome) {
          outcomes.push({ outcome: 'skipped', reason: 'Already exists' });
          continue;
        }
        known.set(row.sku, {
          productId,
          title: row.title,
          OMSPrice: row.OMSPrice,
          price: row.price,
          isDeleted: effect.effect === 'archive',
        });
        positions.push(outcome.position);
        outcomes.push(applied);
      }
      await platform.runner.waitForEach(positions);
      return outcomes;
    },
  };
}
