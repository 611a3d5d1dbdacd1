import {
  type AdminAccount,
  accountRolesSchema,
  accountStreamId,
  adminAccountSchema,
  adminAccountsQuerySchema,
  adminAccountsSchema,
  catalogueErrors,
  editAccountBodySchema,
  identityErrors,
  identityMessages,
  isValidEmail,
  normaliseEmail,
  penceFromPounds,
} from '@oms/contracts';
import { type AccountDocument, readModels } from '@oms/projections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { importCsv } from '../platform/csvImport/csvImport';
import { csvImportReply, csvImportReplySchema } from '../platform/csvImport/csvImportReply';
import { readUpload } from '../platform/files/uploads';
import { findVenue } from '../venues/findVenue';
import { type AccountCommand, accountDecider } from './account/account';
import { legacyUsersCsv } from './legacyPool/legacyUsersCsv';

const accountParams = z.object({ accountId: z.string().min(1) });

const toAdminAccount = (account: AccountDocument, venueTitleOf: (venueId: string) => string): AdminAccount => ({
  accountId: account.accountId,
  name: account.name,
  email: account.email,
  roles: account.roles,
  venueIds: account.venueIds,
  venues: account.venueIds.map((venueId) => ({ venueId, title: venueTitleOf(venueId) })),
  secondaryEmails: account.secondaryEmails,
  creditLimit: account.creditLimit,
  creditDays: account.creditDays,
  creditApproved: account.creditApproved ?? [],
  orderCaptureEmail: account.orderCaptureEmail,
});

const legacyExportSchema = z.object({
  users: z
    .array(
      z.object({
        legacyUserId: z.string().min(1),
        name: z.string(),
        email: z.string().refine(isValidEmail, { message: identityMessages.emailInvalid }).transform(normaliseEmail),
        passwordHash: z.string().min(1),
      }),
    )
    .max(10_000),
});

/** Account administration (spec 03 Admin Accounts): roles, venue access, credit terms, legacy imports. */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = () => readModels.accounts.in(app.platform.readStore);

  /** The accounts as the admin screen shows them, their venues by title. */
  async function adminAccountsOf(found: AccountDocument[]): Promise<AdminAccount[]> {
    const venueIds = [...new Set(found.flatMap((account) => account.venueIds))];
    const venues = venueIds.length
      ? await readModels.venues.in(app.platform.readStore).find({ _id: { $in: venueIds } })
      : [];
    const titleOf = new Map(venues.map((venue) => [venue._id, venue.title]));
    return found.map((account) => toAdminAccount(account, (venueId) => titleOf.get(venueId) ?? venueId));
  }

  async function runAccountCommand(request: FastifyRequest, accountId: string, command: AccountCommand) {
    if (!(await accounts().findOne({ _id: accountId }))) throw domainErrorOf(identityErrors.accountNotFound);
    const outcome = await handleCommand(
      app.platform.eventStore,
      accountStreamId(accountId),
      accountDecider,
      command,
      request.commandContext(),
    );
    await app.platform.runner.waitFor(outcome.position);
    const account = await accounts().findOne({ _id: accountId });
    if (!account) throw domainErrorOf(identityErrors.accountNotFound);
    return (await adminAccountsOf([account]))[0] as AdminAccount;
  }

  app.get(
    '/api/admin/accounts',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: adminAccountsQuerySchema, response: { 200: adminAccountsSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const total = await accounts().countDocuments({});
      const found = await accounts().find(
        {},
        { sort: { email: 1, _id: 1 }, ...(page ? { skip: (page - 1) * limit, limit } : {}) },
      );
      return {
        accounts: await adminAccountsOf(found),
        total,
        totalPages: page ? Math.max(1, Math.ceil(total / limit)) : 1,
      };
    },
  );

  app.put(
    '/api/admin/accounts/:accountId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: accountParams,
        body: editAccountBodySchema,
        response: { 200: adminAccountSchema },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const { secondaryEmails, creditLimitPounds, creditDays, creditApproved } = request.body;
      const known = await readModels.suppliers
        .in(app.platform.readStore)
        .find({ _id: { $in: creditApproved } }, { projection: { _id: 1 } });
      if (known.length !== new Set(creditApproved).size) throw domainErrorOf(catalogueErrors.supplierNotFound);
      await runAccountCommand(request, accountId, { type: 'SetSecondaryEmails', secondaryEmails });
      await runAccountCommand(request, accountId, {
        type: 'SetCreditTerms',
        creditLimit: penceFromPounds(creditLimitPounds),
        creditDays,
      });
      return runAccountCommand(request, accountId, { type: 'SetCreditApprovals', supplierIds: creditApproved });
    },
  );

  app.put(
    '/api/admin/accounts/:accountId/roles',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: accountParams,
        body: accountRolesSchema,
        response: { 200: adminAccountSchema },
      },
    },
    async (request) => runAccountCommand(request, request.params.accountId, { type: 'SetRoles', roles: request.body }),
  );

  app.post(
    '/api/admin/accounts/:accountId/venues',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: accountParams,
        body: z.object({ venueId: z.string().min(1) }),
        response: { 200: adminAccountSchema },
      },
    },
    async (request) => {
      await findVenue(app.platform, request.body.venueId);
      return runAccountCommand(request, request.params.accountId, {
        type: 'GrantVenue',
        venueId: request.body.venueId,
      });
    },
  );

  app.delete(
    '/api/admin/accounts/:accountId/venues/:venueId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: accountParams.extend({ venueId: z.string().min(1) }),
        response: { 200: adminAccountSchema },
      },
    },
    async (request) =>
      runAccountCommand(request, request.params.accountId, { type: 'RevokeVenue', venueId: request.params.venueId }),
  );

  app.put(
    '/api/admin/accounts/:accountId/credit-terms',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: accountParams,
        body: z.object({
          /** Entered in pounds, stored in pence (spec 01 §5). */
          creditLimitPounds: z.number().nonnegative().max(10_000_000),
          creditDays: z.number().int().min(0).max(365),
        }),
        response: { 200: adminAccountSchema },
      },
    },
    async (request) =>
      runAccountCommand(request, request.params.accountId, {
        type: 'SetCreditTerms',
        creditLimit: penceFromPounds(request.body.creditLimitPounds),
        creditDays: request.body.creditDays,
      }),
  );

  app.post(
    '/api/admin/legacy-users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: legacyExportSchema,
        response: { 200: z.object({ imported: z.number().int(), skipped: z.number().int() }) },
      },
    },
    async (request) => {
      // The JSON export goes through the same rows as the CSV file: one home for the rule.
      const rows = request.body.users.map((row, index) => ({ line: index + 1, label: row.email, row }));
      const outcomes = await legacyUsersCsv(app.platform).apply(rows, request.commandContext());
      const imported = outcomes.filter((row) => row.outcome === 'created').length;
      return { imported, skipped: request.body.users.length - imported };
    },
  );

  app.post(
    '/api/admin/legacy-users/csv',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: { 200: csvImportReplySchema } },
    },
    async (request) => {
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true });
      const result = await importCsv(app.platform, legacyUsersCsv(app.platform), upload, request.commandContext());
      return csvImportReply(app, result);
    },
  );
};
