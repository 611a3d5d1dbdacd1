import {
  businessDateOf,
  normaliseEmail,
  type OwnSubjectAccessRequest,
  ownSubjectAccessRequestListSchema,
  ownSubjectAccessRequestSchema,
  type SubjectAccessRequestView,
  subjectAccessDownloadLinkSchema,
  subjectAccessDownloadQuerySchema,
  subjectAccessErrors,
  subjectAccessRequestListSchema,
  subjectAccessRequestParamsSchema,
  subjectAccessRequestViewSchema,
  subjectAccessStartBodySchema,
} from '@oms/contracts';
import { readModels, type SubjectAccessRequestDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { actorOf } from '../../platform/http/requestContext';
import type { Platform } from '../../platform/platform';
import { deliverSubjectAccess } from './deliverSubjectAccess';
import { requestSubjectAccess } from './requestSubjectAccess';
import { subjectAccessExport } from './subjectAccessExport';
import { checkSubjectAccessLink, signedSubjectAccessLink } from './subjectAccessLink';
import { sendSubjectAccessZip } from './subjectAccessZip';

const tags = ['privacy'];
const QUEUE_LIMIT = 1000;

const ownViewOf = (document: SubjectAccessRequestDocument): OwnSubjectAccessRequest => ({
  requestId: document.requestId,
  requestedAt: document.requestedAt,
  status: document.status,
  deliveredAt: document.deliveredAt,
});

async function viewsOf(platform: Platform, documents: readonly SubjectAccessRequestDocument[]) {
  const accountIds = [...new Set(documents.map((document) => document.accountId))];
  const accounts = await readModels.accounts.in(platform.readStore).find({ _id: { $in: accountIds } });
  const byId = new Map(accounts.map((account) => [account._id, account]));
  return documents.map(
    (document): SubjectAccessRequestView => ({
      ...ownViewOf(document),
      accountId: document.accountId,
      accountName: byId.get(document.accountId)?.name ?? '',
      accountEmail: byId.get(document.accountId)?.email ?? '',
      requestedVia: document.requestedVia,
      deliveredBy: document.deliveredBy,
    }),
  );
}

/** Issue 48 "Subject access": a person's copy of their data, asked for on their account page or by an admin. */
export const subjectAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const secret = app.platformOptions.sessionSecret;
  const requests = () => readModels.subjectAccessRequests.in(platform.readStore);
  const findRequest = async (requestId: string) => {
    const document = await requests().findOne({ _id: requestId });
    if (!document) throw domainErrorOf(subjectAccessErrors.requestNotFound);
    return document;
  };

  app.post(
    '/api/account/subject-access-requests',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'The signed-in person asks for a copy of everything the platform holds about them; an admin delivers it.',
        response: { 201: ownSubjectAccessRequestSchema },
      },
    },
    async (request, reply) => {
      const { document, created } = await requestSubjectAccess(
        platform,
        request.commandContext(),
        actorOf(request).accountId,
        'account',
      );
      if (!created) throw domainErrorOf(subjectAccessErrors.alreadyPending);
      return reply.code(201).send(ownViewOf(document));
    },
  );

  app.get(
    '/api/account/subject-access-requests',
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: ownSubjectAccessRequestListSchema } },
    },
    async (request) => {
      const documents = await requests().find(
        { accountId: actorOf(request).accountId },
        { sort: { requestedAt: -1, _id: 1 }, limit: 20 },
      );
      return { requests: documents.map(ownViewOf) };
    },
  );

  app.get(
    '/api/account/subject-access-requests/:requestId/download-link',
    {
      // 409 until an admin has delivered the copy.
      config: { access: 'signedIn', alsoAnswers: [409] },
      schema: {
        tags,
        description: 'A link to the person’s own zip, signed for five minutes, once an admin has delivered it.',
        params: subjectAccessRequestParamsSchema,
        response: { 200: subjectAccessDownloadLinkSchema },
      },
    },
    async (request) => {
      const document = await findRequest(request.params.requestId);
      if (document.accountId !== actorOf(request).accountId) throw domainErrorOf(subjectAccessErrors.notYours);
      if (document.status !== 'delivered') throw domainErrorOf(subjectAccessErrors.notReady);
      return signedSubjectAccessLink(secret, document.requestId, platform.clock());
    },
  );

  app.get(
    '/api/admin/subject-access-requests',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: subjectAccessRequestListSchema } },
    },
    async () => {
      const documents = await requests().find({}, { sort: { requestedAt: -1, _id: 1 }, limit: QUEUE_LIMIT });
      const pendingFirst = [...documents].sort(
        (left, right) => Number(left.status !== 'pending') - Number(right.status !== 'pending'),
      );
      return { requests: await viewsOf(platform, pendingFirst) };
    },
  );

  app.post(
    '/api/admin/subject-access-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'An admin starts a request for the account with this e-mail (a person who asked by letter or by phone); the one still pending is answered if there is one.',
        body: subjectAccessStartBodySchema,
        response: { 201: subjectAccessRequestViewSchema },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.accountEmail);
      const account = await readModels.accounts.in(platform.readStore).findOne({ email });
      if (!account) throw domainErrorOf(subjectAccessErrors.accountNotFound);
      const { document } = await requestSubjectAccess(platform, request.commandContext(), account.accountId, 'admin');
      const [view] = await viewsOf(platform, [document]);
      return reply.code(201).send(view as SubjectAccessRequestView);
    },
  );

  app.get(
    '/api/admin/subject-access-requests/:requestId/download-link',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'A link to the person’s zip for the admin to check, signed for five minutes.',
        params: subjectAccessRequestParamsSchema,
        response: { 200: subjectAccessDownloadLinkSchema },
      },
    },
    async (request) => {
      const document = await findRequest(request.params.requestId);
      return signedSubjectAccessLink(secret, document.requestId, platform.clock());
    },
  );

  app.post(
    '/api/admin/subject-access-requests/:requestId/deliver',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Records the delivery and tells the person by e-mail that their copy is ready on their account page.',
        params: subjectAccessRequestParamsSchema,
        response: { 200: subjectAccessRequestViewSchema },
      },
    },
    async (request) => {
      const document = await findRequest(request.params.requestId);
      await deliverSubjectAccess(platform, app.platformOptions, request.commandContext(), document, actorOf(request));
      const [view] = await viewsOf(platform, [await findRequest(document.requestId)]);
      return view as SubjectAccessRequestView;
    },
  );

  app.get(
    '/api/subject-access/download',
    {
      config: { access: 'public', alsoAnswers: [404, 410] },
      schema: {
        tags,
        description:
          'The zip itself, built when the signed link is opened: a JSON file per kind of record, then the person’s files.',
        querystring: subjectAccessDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { requestId, expires, signature } = request.query;
      if (!requestId || expires === undefined || !signature) throw domainErrorOf(subjectAccessErrors.linkInvalid);
      const check = checkSubjectAccessLink(secret, { requestId, expires, signature }, platform.clock());
      if (check === 'invalid') throw domainErrorOf(subjectAccessErrors.linkInvalid);
      if (check === 'expired') throw domainErrorOf(subjectAccessErrors.linkExpired);
      const document = await findRequest(requestId);
      const exported = await subjectAccessExport(platform, document.accountId);
      const zipName = `oms-data-${businessDateOf(platform.clock())}.zip`;
      return sendSubjectAccessZip(reply, platform.files, exported, zipName);
    },
  );
};
