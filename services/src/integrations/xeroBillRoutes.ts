import {
  sendXeroBillBodySchema,
  venueParamsSchema,
  xeroBillDraftQuerySchema,
  xeroBillDraftSchema,
  xeroBillFileSchema,
  xeroBillSummarySchema,
  xeroBillsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkflowEngineUnavailableError } from '../platform/engines/workflowEngine';
import { readUpload } from '../platform/files/uploads';
import type { Platform } from '../platform/platform';
import { accountingOf } from './accounting/accountingUnavailable';
import { storeXeroBillFile, xeroBillFileRules } from './xeroBillFiles';
import { requestXeroBill, xeroBillDraft, xeroBillsOf } from './xeroBillRequest';

const tags = ['integrations'];

/** Checked before anything is recorded: a send nobody would run is refused, not left waiting. */
function assertSendersAvailable(platform: Platform) {
  accountingOf(platform);
  const engine = platform.workflows;
  if (!engine) throw new WorkflowEngineUnavailableError('no Temporal server is configured');
  if (engine.unavailableReason) throw new WorkflowEngineUnavailableError(engine.unavailableReason);
}

/** Spec 02 §2.5: Send to Xero, one bill per purchase order, sent by its workflow. */
export const xeroBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const bills = '/api/venues/:venueId/integrations/xero/bills';

  app.get(
    bills,
    {
      config: { access: 'venue' },
      schema: {
        tags,
        description: "The venue's bills by purchase order: the receipting card disables Send to Xero from it.",
        params: venueParamsSchema,
        response: { 200: xeroBillsSchema },
      },
    },
    async (request) => xeroBillsOf(platform, request.params.venueId),
  );

  app.get(
    `${bills}/draft`,
    {
      config: { access: 'venue' },
      schema: {
        tags,
        description: 'The send page: the received lines, the invoice attached by default and the form defaults.',
        params: venueParamsSchema,
        querystring: xeroBillDraftQuerySchema,
        response: { 200: xeroBillDraftSchema },
      },
    },
    async (request) => xeroBillDraft(platform, { venueId: request.params.venueId, ...request.query }),
  );

  app.post(
    '/api/venues/:venueId/integrations/xero/bill-files',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        description:
          'A file to send with a bill instead of the PO’s invoice: pdf, png, jpg or jpeg under 10MB, checked by its content.',
        params: venueParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: xeroBillFileSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, xeroBillFileRules);
      const file = await storeXeroBillFile(platform, request.params.venueId, upload, request.commandContext());
      return reply.code(201).send(file);
    },
  );

  app.post(
    bills,
    {
      config: { access: 'venue', idempotent: true, alsoAnswers: [503] },
      schema: {
        tags,
        description: 'Records the send of the purchase order’s bill; the xero-bill-<venueId>-<PO> workflow sends it.',
        params: venueParamsSchema,
        body: sendXeroBillBodySchema,
        response: { 200: xeroBillSummarySchema },
      },
    },
    async (request) => {
      assertSendersAvailable(platform);
      return requestXeroBill(platform, request.params.venueId, request.body, request.commandContext());
    },
  );
};
