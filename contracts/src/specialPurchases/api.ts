import { z } from 'zod';
import { specialPurchaseDecisionSchema, specialPurchaseDetailsSchema, specialPurchaseStatusSchema } from './events';

const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Spec 02 §2.11 request form; the cost in pence, like every amount the API takes. */
export const requestSpecialPurchaseBodySchema = z.object({
  staffName: text(120),
  staffEmail: email,
  sku: text(80),
  itemName: text(200),
  itemCostPence: z.number().int().nonnegative().max(100_000_000),
  justification: z.string().trim().max(2000).default(''),
  managerName: text(120),
  managerEmail: email,
  supplierId: z.string().trim().min(1).max(120).nullable().default(null),
  /** The supplier's name when typed ad hoc (no supplierId). */
  supplierTitle: z.string().trim().max(200).default(''),
});
export type RequestSpecialPurchaseBody = z.input<typeof requestSpecialPurchaseBodySchema>;

export const specialPurchaseViewSchema = specialPurchaseDetailsSchema.extend({
  requestId: z.string(),
  venueId: z.string(),
  requestedAt: z.string(),
  status: specialPurchaseStatusSchema,
  decidedAt: z.string().nullable(),
  inPriceFile: z.boolean().nullable(),
  /** Every answer the manager gave, oldest first: a changed mind shows as two. */
  decisions: z.array(z.object({ decision: specialPurchaseDecisionSchema, at: z.string() })),
  remindersSent: z.number().int().nonnegative(),
  /** The attached file, with a short-lived signed link to open it (null in the read model). */
  attachment: z
    .object({ fileName: z.string(), contentType: z.string(), size: z.number().int(), url: z.string().nullable() })
    .nullable(),
});
export type SpecialPurchaseView = z.infer<typeof specialPurchaseViewSchema>;

export const specialPurchasesViewSchema = z.object({ requests: z.array(specialPurchaseViewSchema) });

export const requestSpecialPurchaseResponseSchema = z.object({
  message: z.string(),
  request: specialPurchaseViewSchema,
  /** "Product is not in the price file of the customer." when the supplier's price file lacks the sku. */
  warning: z.string().nullable(),
});

export const specialPurchaseParamsSchema = z.object({ requestId: z.string().min(1).max(120) });
export const specialPurchaseTokenQuerySchema = z.object({ token: z.string().min(1).max(300) });
export const specialPurchaseDecisionBodySchema = z.object({ decision: specialPurchaseDecisionSchema });

/** The manager page's view: no venue data beyond what the request itself says. */
export const managerSpecialPurchaseViewSchema = specialPurchaseViewSchema.pick({
  requestId: true,
  staffName: true,
  staffEmail: true,
  managerName: true,
  itemName: true,
  sku: true,
  itemCostPence: true,
  justification: true,
  supplier: true,
  status: true,
  requestedAt: true,
  inPriceFile: true,
  attachment: true,
});
export type ManagerSpecialPurchaseView = z.infer<typeof managerSpecialPurchaseViewSchema>;

export const specialPurchaseDecisionResponseSchema = z.object({
  message: z.string(),
  request: managerSpecialPurchaseViewSchema,
});
