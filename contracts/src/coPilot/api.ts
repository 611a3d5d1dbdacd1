import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';
import { aiOrderLineSchema } from './events';
import { orderInterpretationSchema } from './orderEmailSchemas';

/** Spec 03 §2 and §8: the words the Co-Pilot screens and the API share. */
export const coPilotMessages = {
  venueNotRecognised: 'Venue Not Recognised',
  notInSupplierPriceFile: 'Not in supplier price file',
  notInCustomerPriceFile: 'Product is not in the price file of the customer',
  alreadyApproved: 'Order is already approved',
  noData: 'No Data',
  approved: 'Order approved',
  rejected: 'Order rejected',
  savedForLater: 'Changes saved',
  deleted: (count: number) => `${count} order${count === 1 ? '' : 's'} deleted`,
  received: 'E-mail received',
  confirmDeleteSelected: 'Are you sure you want to delete the selected orders?',
  confirmDeleteAll: 'Are you sure you want to delete all orders?',
  needsReview: 'Needs review',
  approveAllConfident: 'Approve all confident',
  approvedConfident: (count: number) =>
    count === 0 ? 'No confident order to approve' : `${count} confident order${count === 1 ? '' : 's'} approved`,
} as const;

export const aiOrderStatusSchema = z.enum(['unprocessed', 'approved', 'rejected']);
export type AiOrderStatus = z.infer<typeof aiOrderStatusSchema>;

export const aiOrderParamsSchema = z.object({ supplierId: z.string().min(1), aiOrderId: z.string().min(1).max(100) });
export const venueAiOrderParamsSchema = z.object({ venueId: z.string().min(1), aiOrderId: z.string().min(1).max(100) });

/** Spec 03 "Tracking Overview": percentages are whole numbers, null before there is anything to measure. */
export const trackingOverviewSchema = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  unprocessed: z.number().int(),
  averageConfidenceScore: z.number().nullable(),
  correctOrderRate: z.number().nullable(),
});
export type TrackingOverview = z.infer<typeof trackingOverviewSchema>;

export const aiOrderSummarySchema = z.object({
  aiOrderId: z.string(),
  subject: z.string(),
  from: z.string(),
  fromName: z.string().nullable(),
  sentAt: z.string(),
  receivedAt: z.string(),
  preview: z.string(),
  status: aiOrderStatusSchema,
  interpreted: z.boolean(),
  interpretationFailed: z.string().nullable(),
  /** 0..100, the order's confidence as read. */
  confidence: z.number().nullable(),
  /** A person must look before it is approved (see needsReviewOf); false once decided. */
  needsReview: z.boolean(),
  venueId: z.string().nullable(),
  venueTitle: z.string().nullable(),
});
export type AiOrderSummary = z.infer<typeof aiOrderSummarySchema>;

export const coPilotInboxSchema = z.object({
  captureAddress: z.string().nullable(),
  trackingOverview: trackingOverviewSchema,
  orders: z.array(aiOrderSummarySchema),
});
export type CoPilotInbox = z.infer<typeof coPilotInboxSchema>;

export const aiOrderLineViewSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  confidence: z.number().nullable(),
  /** False for a product that is no longer in the customer's price file. */
  inPriceFile: z.boolean(),
});
export type AiOrderLineView = z.infer<typeof aiOrderLineViewSchema>;

export const attachmentViewSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  /** Its sender was erased, or its keep time ran out: the file can no longer be opened. */
  erased: z.boolean(),
});

export const aiOrderDetailSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  status: aiOrderStatusSchema,
  email: z.object({
    subject: z.string(),
    from: z.string(),
    fromName: z.string().nullable(),
    to: z.array(z.string()),
    sentAt: z.string(),
    receivedAt: z.string(),
    text: z.string(),
    attachments: z.array(attachmentViewSchema),
    original: attachmentViewSchema,
  }),
  interpretation: orderInterpretationSchema.nullable(),
  interpretationFailed: z.string().nullable(),
  order: z.object({
    venueId: z.string().nullable(),
    venueTitle: z.string().nullable(),
    deliveryDate: businessDateSchema.nullable(),
    notes: z.string(),
    lines: z.array(aiOrderLineViewSchema),
  }),
  /** What was asked for that the supplier does not sell, as written. */
  notInPriceFile: z.array(z.string()),
  warnings: z.array(z.string()),
  confidence: z.number().nullable(),
  needsReview: z.boolean(),
  /** Why the order needs review, in words a supplier can read. */
  reviewReasons: z.array(z.string()),
  orderIds: z.array(z.string()),
  feedback: z.string().nullable(),
  edited: z.boolean(),
});
export type AiOrderDetail = z.infer<typeof aiOrderDetailSchema>;

/** The edit screen's choices: the supplier's customers and its price file. */
export const aiOrderEditOptionsSchema = z.object({
  customers: z.array(z.object({ venueId: z.string(), venueTitle: z.string(), priceFile: z.string() })),
  products: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      title: z.string(),
      size: z.string(),
      unitPrice: z.number().int(),
    }),
  ),
});
export type AiOrderEditOptions = z.infer<typeof aiOrderEditOptionsSchema>;

const feedbackSchema = z.string().trim().max(2000).default('');

export const approveAiOrderBodySchema = z.object({ feedback: feedbackSchema, notes: z.string().max(2000).optional() });
export const rejectAiOrderBodySchema = z.object({ feedback: feedbackSchema });

/** "Save Changes for later" (approveOrder false) and "Save Changes & Accept Order" (true). */
export const editAiOrderBodySchema = z.object({
  venueId: z.string().max(200).nullable(),
  deliveryDate: businessDateSchema.nullable(),
  lines: z.array(aiOrderLineSchema).max(500),
  notes: z.string().max(2000).default(''),
  feedback: feedbackSchema,
  approveOrder: z.boolean().default(false),
});
export type EditAiOrderBody = z.infer<typeof editAiOrderBodySchema>;

export const deleteAiOrdersBodySchema = z.union([
  z.object({ aiOrderIds: z.array(z.string().min(1).max(100)).min(1).max(1000) }),
  z.object({ all: z.literal(true) }),
]);

/** An order Co-Pilot read from a venue's e-mail, as the venue sees it in Purchasing: the supplier's status. */
export const venueAiOrderSummarySchema = z.object({
  aiOrderId: z.string(),
  subject: z.string(),
  sentAt: z.string(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  status: aiOrderStatusSchema,
  deliveryDate: businessDateSchema.nullable(),
  lineCount: z.number().int(),
  /** The placed orders' ids once the supplier approved it. */
  orderIds: z.array(z.string()),
  feedback: z.string().nullable(),
});
export type VenueAiOrderSummary = z.infer<typeof venueAiOrderSummarySchema>;
export const venueAiOrdersSchema = z.object({ orders: z.array(venueAiOrderSummarySchema) });

/** "Approve all confident": the orders the screen showed as not needing review; each is checked again. */
export const approveConfidentAiOrdersBodySchema = z.object({
  aiOrderIds: z.array(z.string().min(1).max(100)).min(1).max(500),
});

export const approvedConfidentAiOrdersSchema = z.object({ message: z.string(), approved: z.array(z.string()) });

export const aiOrderMessageSchema = z.object({ message: z.string() });
export const aiOrderReceivedSchema = z.object({ message: z.string(), aiOrderId: z.string() });
