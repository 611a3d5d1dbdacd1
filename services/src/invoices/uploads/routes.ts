import {
  checkInvoiceBodySchema,
  deleteInvoiceResponseSchema,
  editInvoicePoNumberBodySchema,
  editInvoicePoNumberResponseSchema,
  invoiceFileViewSchema,
  invoiceParamsSchema,
  invoiceUploadErrors,
  invoiceUploadMessages,
  invoiceZipQuerySchema,
  MAX_INVOICE_FILES,
  OTHER_SUPPLIER,
  uploadedInvoicesViewSchema,
  uploadedInvoiceViewSchema,
  uploadInvoicesResponseSchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { isFileErased } from '../../platform/files/fileAvailability';
import { cleanFileName } from '../../platform/files/fileKeys';
import { readUploads } from '../../platform/files/multiFileUploads';
import { signedDownloadPath } from '../../platform/files/signedDownloads';
import { sendZip } from '../../platform/files/zipDownload';
import { actorOf } from '../../platform/http/requestContext';
import { checkThreeWayMatch } from '../../receipting/threeWayMatch/threeWayMatchCheck';
import { parseUploadItems, uploaderOf } from './uploadInvoicesCommand';
import {
  findVenueInvoice,
  listVenueInvoices,
  runVenueInvoicesCommand,
  toInvoiceView,
  uploadInvoices,
} from './venueInvoicesService';

const tags = ['invoices'];
const invoiceRouteParams = venueParamsSchema.extend(invoiceParamsSchema.shape);

/** Spec 02 §2.8, the Invoices dashboard: upload, list, view, re-number, delete and download invoices. */
export const invoiceUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  /** An invoice naming a receipted PO of its supplier is matched against it at once (three-way match). */
  const matchInvoices = async (
    invoices: readonly { venueId: string; supplierId: string | null; purchaseOrderNumber: string }[],
  ) => {
    const links = {
      secret: app.platformOptions.sessionSecret,
      publicUrl: app.platformOptions.publicUrl ?? 'http://localhost:3000',
    };
    for (const invoice of invoices) {
      if (!invoice.supplierId || !invoice.purchaseOrderNumber) continue;
      const params = {
        venueId: invoice.venueId,
        supplierId: invoice.supplierId,
        poNumber: invoice.purchaseOrderNumber,
      };
      await checkThreeWayMatch(platform, links, params, platform.clock());
    }
  };

  app.get(
    '/api/venues/:venueId/invoice-uploads',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: uploadedInvoicesViewSchema } },
    },
    async (request) => ({ invoices: (await listVenueInvoices(platform, request.params.venueId)).map(toInvoiceView) }),
  );

  // 1..5 files (spec 02 §5, §9), each PDF, PNG or JPEG by its content and under 10MB, with its details in `items`.
  app.post(
    '/api/venues/:venueId/invoice-uploads',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: uploadInvoicesResponseSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const { files, fields } = await readUploads(request, {
        accept: ['pdf', 'png', 'jpeg'],
        maxFiles: MAX_INVOICE_FILES,
        tooManyFiles: invoiceUploadErrors.tooManyFiles,
      });
      const items = parseUploadItems(fields.items, files.length);
      const newInvoices = await uploadInvoices(
        platform,
        { venueId, files, items, uploader: uploaderOf(actorOf(request)) },
        request.commandContext(),
      );
      await matchInvoices(newInvoices);
      return reply.code(201).send({ message: invoiceUploadMessages.uploaded(newInvoices.length), newInvoices });
    },
  );

  // Registered before /:invoiceId so "zip" is never read as an invoice id.
  app.get(
    '/api/venues/:venueId/invoice-uploads/zip',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, querystring: invoiceZipQuerySchema },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const { supplierId, start, end } = request.query;
      let filter: Record<string, unknown>;
      let zipName: string;
      if (supplierId) {
        filter = { supplierId: supplierId === OTHER_SUPPLIER ? null : supplierId };
        zipName = invoiceUploadMessages.supplierZipName;
      } else if (start && end) {
        if (end < start) throw domainErrorOf(invoiceUploadErrors.rangeReversed);
        filter = { uploadedDate: { $gte: start, $lte: end } };
        zipName = invoiceUploadMessages.rangeZipName(start, end);
      } else {
        throw domainErrorOf(invoiceUploadErrors.downloadFilterRequired);
      }
      const invoices = await listVenueInvoices(platform, venueId, filter);
      if (invoices.length === 0) throw domainErrorOf(invoiceUploadErrors.nothingToDownload);
      const files = invoices.map((invoice) => ({
        key: invoice.fileKey,
        name: cleanFileName(`${invoice.uploadedDate} ${invoice.supplierTitle} ${invoice.fileName}`),
      }));
      return sendZip(reply, platform.files, files, zipName);
    },
  );

  // The viewer (/invoice/{venueId}/{invoiceId}): the file through a link signed for a few minutes.
  app.get(
    '/api/venues/:venueId/invoice-uploads/:invoiceId',
    {
      config: { access: 'venue' },
      schema: { tags, params: invoiceRouteParams, response: { 200: invoiceFileViewSchema } },
    },
    async (request) => {
      const { venueId, invoiceId } = request.params;
      const invoice = await findVenueInvoice(platform, venueId, invoiceId);
      const invoiceUrl = signedDownloadPath(app.platformOptions.sessionSecret, invoice.fileKey, platform.clock(), {
        disposition: 'inline',
      });
      return { ...toInvoiceView(invoice), invoiceUrl, erased: await isFileErased(platform.files, invoice.fileKey) };
    },
  );

  // Spec 02 §6: admins edit PO numbers and delete invoices.
  app.put(
    '/api/venues/:venueId/invoice-uploads/:invoiceId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: invoiceRouteParams,
        body: editInvoicePoNumberBodySchema,
        response: { 200: editInvoicePoNumberResponseSchema },
      },
    },
    async (request) => {
      const { venueId, invoiceId } = request.params;
      const outcome = await runVenueInvoicesCommand(
        platform,
        venueId,
        {
          type: 'ChangeInvoicePoNumber',
          venueId,
          invoiceId,
          purchaseOrderNumber: request.body.purchaseOrderNumber,
          now: platform.clock().toISOString(),
        },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      const invoice = await findVenueInvoice(platform, venueId, invoiceId);
      await matchInvoices([invoice]);
      return { message: invoiceUploadMessages.poNumberUpdated, invoice: toInvoiceView(invoice) };
    },
  );

  // The PO's 'Invoice checked' flag: any of the venue's users ticks it once they checked the invoice.
  app.put(
    '/api/venues/:venueId/invoice-uploads/:invoiceId/checked',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: invoiceRouteParams,
        body: checkInvoiceBodySchema,
        response: { 200: uploadedInvoiceViewSchema },
      },
    },
    async (request) => {
      const { venueId, invoiceId } = request.params;
      const outcome = await runVenueInvoicesCommand(
        platform,
        venueId,
        {
          type: 'CheckInvoice',
          venueId,
          invoiceId,
          checked: request.body.checked,
          now: platform.clock().toISOString(),
        },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return toInvoiceView(await findVenueInvoice(platform, venueId, invoiceId));
    },
  );

  app.delete(
    '/api/venues/:venueId/invoice-uploads/:invoiceId',
    {
      config: { access: 'admin' },
      schema: { tags, params: invoiceRouteParams, response: { 200: deleteInvoiceResponseSchema } },
    },
    async (request) => {
      const { venueId, invoiceId } = request.params;
      const outcome = await runVenueInvoicesCommand(
        platform,
        venueId,
        { type: 'DeleteInvoice', venueId, invoiceId, now: platform.clock().toISOString() },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return { message: invoiceUploadMessages.deleted, invoiceId };
    },
  );
};
