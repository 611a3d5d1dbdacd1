import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '@oms/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { workflowStatusRoutes } from '../../admin/workflowStatusRoutes';
import { catalogueRoutes } from '../../catalogue/routes';
import { supplierRoutes } from '../../catalogue/supplierRoutes';
import { coPilotRoutes } from '../../coPilot/routes';
import { grossProfitRoutes } from '../../grossProfit/routes';
import { installAccessControl } from '../../identity/access/access';
import { accountAdminRoutes } from '../../identity/accountAdminRoutes';
import { identityRoutes } from '../../identity/routes';
import { integrationRoutes } from '../../integrations/routes';
import { adminCreditReportRoutes } from '../../invoices/adminCreditReportRoutes';
import { creditRoutes } from '../../invoices/creditRoutes';
import { invoiceRoutes } from '../../invoices/invoiceRoutes';
import { invoiceUploadRoutes } from '../../invoices/uploads/routes';
import { purchasingAnalyticsRoutes } from '../../ordering/analytics/routes';
import { checklistRoutes } from '../../ordering/checklist/checklistRoutes';
import { orderHistoryRoutes } from '../../ordering/history/orderHistoryRoutes';
import { orderingRoutes } from '../../ordering/routes';
import { dataDeletionRoutes } from '../../privacy/dataDeletionRoutes';
import { retentionRoutes } from '../../privacy/retention/retentionRoutes';
import { subjectAccessRoutes } from '../../privacy/subjectAccess/subjectAccessRoutes';
import { receiptingRoutes } from '../../receipting/routes';
import { recipeRoutes } from '../../recipes/routes';
import { adminVenueProductsRoutes } from '../../shoppingLists/adminVenueProductsRoutes';
import { shoppingListRoutes } from '../../shoppingLists/routes';
import { specialPurchaseRoutes } from '../../specialPurchases/routes';
import { stockTakeRoutes } from '../../stockTakes/routes';
import { subscriptionRoutes } from '../../subscriptions/routes';
import { analyticsRoutes } from '../../supplierPortal/analytics/analyticsRoutes';
import { customerRoutes } from '../../supplierPortal/customers/customerRoutes';
import { feedbackRoutes } from '../../supplierPortal/feedback/feedbackRoutes';
import { supplierSpendingRoutes } from '../../supplierPortal/spending/spendingRoutes';
import { chatRoutes } from '../../support/chat/chatRoutes';
import { installRealtime } from '../../support/realtime/realtimeRoutes';
import { venueRoutes } from '../../venues/routes';
import { fileRoutes } from '../files/fileRoutes';
import { healthRoutes } from '../health/healthRoutes';
import type { Platform, PlatformOptions } from '../platform';
import { transformWithErrors } from './documentedErrors';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './errorHandler';
import { installIdempotentRoutes } from './idempotency/idempotentRoutes';
import { responseSerializerCompiler } from './responseSerializer';
import { installRouteNotFound } from './routeNotFound';
import { installSecurityHeaders } from './securityHeaders';

export interface BuildAppOptions extends PlatformOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built dashboard; served with an SPA fallback when present. */
  webRoot?: string;
}

/** A number of hops becomes the function Fastify's types take (hop 0 is the nearest proxy). */
function trustProxySetting(trust: PlatformOptions['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(platform: Platform, options: BuildAppOptions): Promise<FastifyInstance> {
  // Closing the server ends every open connection (realtime sockets included), so a stop never hangs.
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1_048_576,
    forceCloseConnections: true,
    trustProxy: trustProxySetting(options.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('platform', platform);
  const { logger: _logger, webRoot: _webRoot, ...platformOptions } = options;
  app.decorate('platformOptions', platformOptions);
  installErrorHandler(app);
  const webRoot = options.webRoot;
  installRouteNotFound(app, (request, reply) =>
    request.method === 'GET' && webRoot && existsSync(webRoot) && !request.url.startsWith('/api/')
      ? reply.sendFile('index.html')
      : undefined,
  );
  await installSecurityHeaders(app, {
    secureCookies: options.secureCookies,
    allowedOrigins: options.allowedOrigins ?? [],
    stripe: platform.payments?.name === 'stripe',
  });
  await app.register(fastifyCookie, { secret: options.sessionSecret });
  await app.register(fastifyRateLimit, { global: false });
  // Each upload route passes its own tighter limits to readUpload; these bound any multipart request.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: DEFAULT_UPLOAD_LIMIT_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 64_000,
      parts: 25,
      headerPairs: 200,
    },
  });
  installAccessControl(app);
  installIdempotentRoutes(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'OMS ordering platform API', version: '0.1.0' },
    },
    transform: transformWithErrors,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(identityRoutes);
  await app.register(accountAdminRoutes);
  await app.register(venueRoutes);
  await app.register(catalogueRoutes);
  await app.register(supplierRoutes);
  await app.register(customerRoutes);
  await app.register(analyticsRoutes);
  await app.register(supplierSpendingRoutes);
  await app.register(feedbackRoutes);
  await app.register(dataDeletionRoutes);
  await app.register(retentionRoutes);
  await app.register(subjectAccessRoutes);
  await app.register(coPilotRoutes);
  await app.register(orderingRoutes);
  await app.register(purchasingAnalyticsRoutes);
  await app.register(checklistRoutes);
  await app.register(orderHistoryRoutes);
  await app.register(subscriptionRoutes);
  await app.register(specialPurchaseRoutes);
  await app.register(stockTakeRoutes);
  await app.register(integrationRoutes);
  await app.register(recipeRoutes);
  await app.register(receiptingRoutes);
  await app.register(grossProfitRoutes);
  await app.register(creditRoutes);
  await app.register(adminCreditReportRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoiceUploadRoutes);
  await installRealtime(app);
  await app.register(chatRoutes);
  await app.register(shoppingListRoutes);
  await app.register(adminVenueProductsRoutes);
  await app.register(fileRoutes);
  await app.register(workflowStatusRoutes);
  await app.register(healthRoutes);

  if (webRoot && existsSync(webRoot)) {
    // Wildcard serving looks files up per request, so a rebuilt dashboard needs no restart.
    await app.register(fastifyStatic, { root: webRoot, wildcard: true });
  }
  return app;
}
