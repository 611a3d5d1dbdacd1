import {
  type SandboxLedger,
  sandboxLedgerSchema,
  venueParamsSchema,
  xeroBillTotalPence,
  xeroBillWorkflowId,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The sandbox accounting service's bills ledger: what it received from this venue's sends (each
 * keyed by the send's workflow id). Empty when the configured service is not the sandbox.
 */
export const sandboxLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  app.get(
    '/api/venues/:venueId/integrations/sandbox/bills',
    {
      config: { access: 'venue' },
      schema: { tags: ['integrations'], params: venueParamsSchema, response: { 200: sandboxLedgerSchema } },
    },
    async (request): Promise<SandboxLedger> => {
      const sandbox = platform.accounting?.sandbox;
      if (!sandbox) return { bills: [] };
      const { venueId } = request.params;
      const organisations = await sandbox.organisations();
      const received = sandbox
        .bills()
        .filter((entry) => entry.idempotencyKey === xeroBillWorkflowId(venueId, entry.bill.Reference))
        .reverse();
      return {
        bills: received.map((entry) => {
          const organisation = organisations.find((candidate) => candidate.organisationId === entry.organisationId);
          const contact = organisation?.contacts.find(
            (candidate) => candidate.contactId === entry.bill.Contact.ContactID,
          );
          return {
            billId: entry.billId,
            organisationName: organisation?.name ?? entry.organisationId,
            contactName: contact?.name ?? entry.bill.Contact.ContactID,
            reference: entry.bill.Reference,
            date: entry.bill.Date,
            dueDate: entry.bill.DueDate,
            totalPence: xeroBillTotalPence(entry.bill),
            lines: entry.bill.LineItems.map((line) => ({
              description: line.Description,
              quantity: line.Quantity,
              unitAmount: line.UnitAmount,
              accountCode: line.AccountCode,
              taxType: line.TaxType,
            })),
            fileName: entry.fileName,
            receivedAt: entry.receivedAt,
          };
        }),
      };
    },
  );
};
