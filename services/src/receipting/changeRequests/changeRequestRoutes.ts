import {
  type ChangeRequest,
  changeRequestQuerySchema,
  changeRequestSchema,
  decideChangesBodySchema,
  type PurchaseOrderParams,
  purchaseOrderParamsSchema,
  receiptingErrors,
} from '@oms/contracts';
import { type ReceiptDocument, readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';
import { decideChanges, receiptsOfPurchaseOrder } from '../receiptingService';
import { checkChangeRequestToken } from './changeRequestToken';

/** The lines the supplier is asked about (waiting) and those it has answered, as the checklist shows them. */
async function changeRequestOf(platform: Platform, params: PurchaseOrderParams): Promise<ChangeRequest> {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const [venue, link] = await Promise.all([
    readModels.venues.in(platform.readStore).findOne({ _id: params.venueId }),
    readModels.venueSuppliers
      .in(platform.readStore)
      .findOne({ venueId: params.venueId, supplierId: params.supplierId }),
  ]);
  const first = receipts[0] as ReceiptDocument;
  const lines = receipts.flatMap((receipt) =>
    receipt.lines.flatMap((line) => {
      const report = line.report?.lineStatus === 'Sent to supplier' ? line.report : null;
      if (!report) return [];
      // Spec 02 §4: Changed is an adjustment due to the invoice received; Adjusted a quantity other than ordered.
      const label: 'Adjusted' | 'Changed' | null =
        report.error === 'Supplier / Invoice adjustment'
          ? 'Changed'
          : report.updated.quantity !== line.orderedQuantity
            ? 'Adjusted'
            : null;
      return [
        {
          orderId: receipt.orderId,
          productId: line.productId,
          reportId: report.reportId,
          title: line.title,
          sku: line.sku,
          size: line.size,
          error: report.error,
          notes: report.notes,
          ordered: report.previous,
          updated: report.updated,
          weight: report.weight,
          label,
          approved: report.supplierApproved,
        },
      ];
    }),
  );
  if (lines.length === 0) throw domainErrorOf(receiptingErrors.noChangeRequest);
  return {
    venueTitle: venue?.title ?? params.venueId,
    supplierTitle: first.supplierTitle,
    accountNumber: typeof link?.accountNumber === 'string' ? link.accountNumber : '',
    poNumber: first.poNumber,
    approvedOn: first.decidedOn ?? first.orderedDate,
    lines,
  };
}

/** Spec 02 §2.4: the supplier-facing receipting checklist, reached through the e-mailed signed link. */
export const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  /** Only the e-mailed link's token opens the change request: ids alone are refused. */
  function authorise(params: PurchaseOrderParams, token: string) {
    const check = checkChangeRequestToken(app.platformOptions.sessionSecret, params, token, platform.clock());
    if (check === 'invalid') throw domainErrorOf(receiptingErrors.linkInvalid);
    if (check === 'expired') throw domainErrorOf(receiptingErrors.linkExpired);
  }

  const path = '/api/receipting/checklist/:venueId/:supplierId/:poNumber';

  app.get(
    path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['receipting'],
        params: purchaseOrderParamsSchema,
        querystring: changeRequestQuerySchema,
        response: { 200: changeRequestSchema },
      },
    },
    async (request) => {
      authorise(request.params, request.query.token);
      return changeRequestOf(platform, request.params);
    },
  );

  app.post(
    `${path}/approve`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['receipting'],
        params: purchaseOrderParamsSchema,
        querystring: changeRequestQuerySchema,
        body: decideChangesBodySchema,
        response: { 200: changeRequestSchema },
      },
    },
    async (request) => {
      authorise(request.params, request.query.token);
      const context = request.commandContext({ channel: 'supplier link' });
      await decideChanges(platform, request.params, request.body.lines, context);
      return changeRequestOf(platform, request.params);
    },
  );
};
