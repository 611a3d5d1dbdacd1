import {
  accountStreamId,
  identityErrors,
  identityMessages,
  loginBodySchema,
  mailboxSchema,
  registerBodySchema,
  resetConfirmBodySchema,
  resetRequestBodySchema,
  secondaryEmailsBodySchema,
  sessionSchema,
  sessionStateSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf } from '../platform/http/requestContext';
import { accountDecider } from './account/account';
import { clearSessionCookie, sessionIdFromRequest, setSessionCookie } from './session/sessionCookie';
import {
  confirmPasswordReset,
  endSession,
  registerAccount,
  requestPasswordReset,
  signIn,
  startSession,
} from './signIn/identityService';
import { toSession } from './signIn/sessionView';
import { ensureDeviceCookie, requestOriginOf } from './signInGuard/deviceCookie';
import { recordGoodAttempt } from './signInGuard/signInGuardService';

const messageSchema = z.object({ message: z.string() });

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { max: app.platformOptions.signInAttemptsPerAddress, timeWindow: '15 minutes' };
  const sandboxMail = () => app.platformOptions.mailTransport === 'mailbox';
  const accounts = () => readModels.accounts.in(app.platform.readStore);

  app.get(
    '/api/session',
    { config: { access: 'public' }, schema: { tags: ['identity'], response: { 200: sessionStateSchema } } },
    async (request) => {
      const account = request.actor ? await accounts().findOne({ _id: request.actor.accountId }) : null;
      return account
        ? toSession(account, { sandboxMail: sandboxMail() })
        : { account: null, sandboxMail: sandboxMail() };
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: perAddress, alsoAnswers: [401] },
      schema: { tags: ['identity'], body: loginBodySchema, response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      const context = request.commandContext({ anonymous: true });
      const origin = ensureDeviceCookie(requestOriginOf(request), reply);
      const started = await signIn(app.platform, context, request.log, { ...request.body, origin });
      setSessionCookie(reply, started.token, started.expiresAt);
      return toSession(started.account, { sandboxMail: sandboxMail() });
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['identity'], response: { 204: z.null() } } },
    async (request, reply) => {
      const sessionId = sessionIdFromRequest(request);
      if (sessionId) {
        await endSession(app.platform, request.commandContext(), sessionId, 'signedOut');
      }
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: { tags: ['identity'], body: registerBodySchema, response: { 201: sessionSchema } },
    },
    async (request, reply) => {
      const context = request.commandContext({ anonymous: true });
      const origin = ensureDeviceCookie(requestOriginOf(request), reply);
      const account = await registerAccount(app.platform, context, request.body, 'register');
      // The browser that set the password is the owner's: known, so others' failures never lock it out.
      await recordGoodAttempt(app.platform, context, { accountId: account.accountId, origin, via: 'register' });
      const started = await startSession(app.platform, context, account.accountId, request.ip);
      setSessionCookie(reply, started.token, started.expiresAt);
      return reply.code(201).send(toSession(started.account, { sandboxMail: sandboxMail() }));
    },
  );

  app.post(
    '/api/auth/reset-password/request',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: { tags: ['identity'], body: resetRequestBodySchema, response: { 202: messageSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(app.platform, request.commandContext({ anonymous: true }), request.body.email);
      return reply.code(202).send({ message: identityMessages.resetCodeSent });
    },
  );

  app.post(
    '/api/auth/reset-password/confirm',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: { tags: ['identity'], body: resetConfirmBodySchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const origin = ensureDeviceCookie(requestOriginOf(request), reply);
      await confirmPasswordReset(app.platform, request.commandContext({ anonymous: true }), request.log, {
        ...request.body,
        origin,
      });
      return { message: identityMessages.passwordReset };
    },
  );

  app.put(
    '/api/account/secondary-emails',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['identity'], body: secondaryEmailsBodySchema, response: { 200: sessionSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const outcome = await handleCommand(
        app.platform.eventStore,
        accountStreamId(actor.accountId),
        accountDecider,
        { type: 'SetSecondaryEmails', secondaryEmails: request.body.secondaryEmails },
        request.commandContext(),
      );
      await app.platform.runner.waitFor(outcome.position);
      const account = await accounts().findOne({ _id: actor.accountId });
      if (!account) throw domainErrorOf(identityErrors.accountNotFound);
      return toSession(account, { sandboxMail: sandboxMail() });
    },
  );

  app.get(
    '/api/mailbox',
    { config: { access: 'signedIn' }, schema: { tags: ['support'], response: { 200: mailboxSchema } } },
    async (request) => {
      const actor = actorOf(request);
      // One person's mail is never shown to another: admins read every message, everyone else their own.
      const seesAll = actor.roles.isAdmin;
      const account = seesAll ? null : await accounts().findOne({ _id: actor.accountId });
      const addresses = [actor.email, ...(account?.secondaryEmails ?? [])].map((address) => address.toLowerCase());
      const mails = await readModels.mailbox
        .in(app.platform.readStore)
        .find(seesAll ? {} : { to: { $in: addresses } }, { sort: { queuedAt: -1 }, limit: 200 });
      return {
        transport: app.platformOptions.mailTransport,
        scope: seesAll ? ('all' as const) : ('own' as const),
        mails: mails.map(({ mailId, to, subject, text, queuedAt, status, transport }) => ({
          mailId,
          to,
          subject,
          text,
          queuedAt,
          status,
          transport,
        })),
      };
    },
  );
};
