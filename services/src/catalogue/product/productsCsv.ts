import { createHash } from 'node:crypto';
import { catalogueErrors, parsePounds, pricingUnits, productStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { z } from 'zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { CsvImportKind } from '../../platform/csvImport/csvImport';
import type { Platform } from '../../platform/platform';
import { productDecider } from './product';

// Spec 03's words for product uploads.
const MUST_BE_FILLED = 'Title, SKU, Size, OMSPrice, Supplier fields must be fulfilled';
const MUST_BE_NUMERIC = 'Data in this field must be a numeric';

const required = z.string().min(1, MUST_BE_FILLED).max(300);
const pounds = z.string().transform((text, context) => {
  const pence = parsePounds(text);
  if (pence === null || pence > 999_999_999) {
    context.addIssue({ code: 'custom', message: MUST_BE_NUMERIC });
    return z.NEVER;
  }
  return pence;
});

const productRow = z.object({
  sku: required,
  title: required,
  size: required,
  UoM: z.enum(pricingUnits, { message: `UoM must be one of ${pricingUnits.join(', ')}` }),
  type: z.string().max(100),
  OMSPrice: z.string().min(1, MUST_BE_FILLED).pipe(pounds),
  price: z.union([z.literal('').transform(() => null), pounds]),
  hasVat: z
    .string()
    .regex(/^(true|false|yes|no|)$/i, 'hasVat must be true or false')
    .transform((text) => /^(true|yes)$/i.test(text)),
});
export type ProductRow = z.infer<typeof productRow>;

/** A supplier's product has one stream per SKU, so the same SKU imported twice lists one product. */
export const importedProductId = (supplierId: string, sku: string) =>
  `${supplierId}-sku-${createHash('sha256').update(sku).digest('hex').slice(0, 16)}`;

/**
 * A supplier's price file: one product a row, prices in pounds. A SKU the supplier already lists
 * (from any source) is skipped; the rest are listed through the product decider.
 */
export async function productsCsv(platform: Platform, supplierId: string): Promise<CsvImportKind<ProductRow>> {
  const supplier = await readModels.suppliers.in(platform.readStore).findOne({ _id: supplierId });
  if (!supplier) throw domainErrorOf(catalogueErrors.supplierNotFound);
  const listed = await readModels.catalogueProducts
    .in(platform.readStore)
    .find({ supplierId }, { projection: { sku: 1 } });
  const knownSkus = new Set(listed.map((product) => product.sku));

  return {
    kind: 'products',
    headings: ['sku', 'title', 'size', 'UoM', 'type', 'OMSPrice', 'price', 'hasVat'],
    row: productRow,
    label: (cells) => [cells.title, cells.sku].filter(Boolean).join(' · ') || '(no title)',
    async apply(rows, context) {
      const outcomes = [];
      const positions: number[] = [];
      for (const { row } of rows) {
        if (knownSkus.has(row.sku)) {
          outcomes.push({ outcome: 'skipped' as const, reason: 'Already exists' });
          continue;
        }
        knownSkus.add(row.sku);
        const productId = importedProductId(supplierId, row.sku);
        const outcome = await handleCommand(
          platform.eventStore,
          productStreamId(productId),
          productDecider,
          {
            type: 'ListProduct',
            product: {
              productId,
              supplierId,
              supplierTitle: supplier.title,
              sku: row.sku,
              title: row.title,
              size: row.size,
              UoM: row.UoM,
              type: row.type,
              OMSPrice: row.OMSPrice,
              price: row.price ?? row.OMSPrice,
              hasVat: row.hasVat,
            },
          },
          context,
        ).catch((error: { code?: string }) => {
          if (error.code === 'PRODUCT_EXISTS') return null;
          throw error;
        });
        if (!outcome) {
          outcomes.push({ outcome: 'skipped' as const, reason: 'Already exists' });
          continue;
        }
        positions.push(outcome.position);
        outcomes.push({ outcome: 'created' as const });
      }
      await platform.runner.waitForEach(positions);
      return outcomes;
    },
  };
}
