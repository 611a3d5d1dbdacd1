import { randomUUID } from 'node:crypto';
import {
  businessDateOf,
  creditAccountParamsSchema,
  creditAccountViewSchema,
  creditStatementParamsSchema,
  creditStreamId,
  creditViewSchema,
  invoiceErrors,
  issueCreditStatementBodySchema,
  reachesAdminArea,
  venueParamsSchema,
} from '@oms/contracts';
import type { AccountDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { accounts, creditAccountsFor, creditAccountView } from './credit/creditAccountView';
import { type CreditLedgerCommand, creditLedgerDecider } from './credit/creditLedger';

async function findAccount(platform: Platform, accountId: string): Promise<AccountDocument> {
  const account = await accounts(platform).findOne({ _id: accountId });
  if (!account) throw domainErrorOf(invoiceErrors.accountNotFound);
  return account;
}

/** Run a ledger command and answer the account's credit as an admin will next read it. */
async function changeLedger(
  platform: Platform,
  account: AccountDocument,
  command: CreditLedgerCommand,
  context: CommandContext,
) {
  const outcome = await handleCommand(
    platform.eventStore,
    creditStreamId(account.accountId),
    creditLedgerDecider,
    command,
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return creditAccountView(platform, await findAccount(platform, account.accountId), {
    today: businessDateOf(platform.clock()),
    withDrafts: true,
  });
}

/**
 * Spec 01 §2 credit tab and §7 `GET credit/{venueId}`. The statements are the platform's own
 * records: admins issue, finalise, mark paid and void them here.
 */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/credit',
    {
      config: { access: 'venue' },
      schema: { tags: ['invoices'], params: venueParamsSchema, response: { 200: creditViewSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { venueId } = request.params;
      const today = businessDateOf(platform.clock());
      // TFR admins see every account as admins do (spec 01 §6); drafts go only to those who may finalise them.
      const shown = await creditAccountsFor(platform, venueId, reachesAdminArea(actor.roles));
      const withDrafts = actor.roles.isAdmin;
      return {
        venueId,
        today,
        accounts: await Promise.all(
          shown.map((account) => creditAccountView(platform, account, { today, withDrafts })),
        ),
      };
    },
  );

  app.post(
    '/api/admin/credit/:accountId/statements',
    {
      config: { access: 'admin', idempotent: true },
      schema: {
        tags: ['invoices'],
        params: creditAccountParamsSchema,
        body: issueCreditStatementBodySchema,
        response: { 201: creditAccountViewSchema },
      },
    },
    async (request, reply) => {
      const account = await findAccount(platform, request.params.accountId);
      const now = platform.clock();
      const view = await changeLedger(
        platform,
        account,
        {
          type: 'IssueCreditStatement',
          accountId: account.accountId,
          statementId: randomUUID(),
          ...request.body,
          at: now.toISOString(),
        },
        request.commandContext(),
      );
      return reply.code(201).send(view);
    },
  );

  const statementAction = (
    path: string,
    command: (account: AccountDocument, statementId: string, at: string) => CreditLedgerCommand,
  ) =>
    app.post(
      `/api/admin/credit/:accountId/statements/:statementId/${path}`,
      {
        config: { access: 'admin', idempotent: true },
        schema: {
          tags: ['invoices'],
          params: creditStatementParamsSchema,
          response: { 200: creditAccountViewSchema },
        },
      },
      async (request) => {
        const account = await findAccount(platform, request.params.accountId);
        const now = platform.clock();
        return changeLedger(
          platform,
          account,
          command(account, request.params.statementId, now.toISOString()),
          request.commandContext(),
        );
      },
    );

  statementAction('finalize', (account, statementId, at) => ({
    type: 'FinalizeCreditStatement',
    accountId: account.accountId,
    statementId,
    creditDays: account.creditDays,
    at,
  }));
  statementAction('paid', (account, statementId, at) => ({
    type: 'MarkCreditStatementPaid',
    accountId: account.accountId,
    statementId,
    at,
  }));
  statementAction('void', (account, statementId, at) => ({
    type: 'VoidCreditStatement',
    accountId: account.accountId,
    statementId,
    at,
  }));
};
