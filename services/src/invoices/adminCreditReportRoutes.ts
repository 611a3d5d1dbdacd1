import { creditReportQuerySchema, creditReportSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportReadStore } from '../platform/asOf/reportReadStore';
import { creditReportOf } from './credit/creditReport';

/** The admin credit report (issue 23): every account's credit, today or as of a past moment. */
export const adminCreditReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/credit-report',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: creditReportQuerySchema, response: { 200: creditReportSchema } },
    },
    async (request) => {
      const { readStore, asOf } = await reportReadStore(app.platform, request.query.asOf);
      return { asOf, ...(await creditReportOf(readStore)) };
    },
  );
};
