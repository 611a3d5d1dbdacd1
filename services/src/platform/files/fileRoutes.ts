import { signedDownloadQuerySchema, uploadErrors } from '@oms/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../commands/domainError';
import { isValidFileKey } from './fileKeys';
import { checkDownloadSignature, contentDisposition } from './signedDownloads';

/**
 * An inline file may be shown inside the app's own pages (the invoice viewer's iframe), never
 * inside another site's: helmet's `frame-ancestors 'none'` becomes 'self' for this answer only.
 */
function allowFramingBySelf(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  }
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/** The one way a stored file leaves the server: a short-lived link signed for that file. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/download',
    {
      config: { access: 'public', alsoAnswers: [404, 410] },
      schema: {
        tags: ['files'],
        querystring: signedDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { key, expires, signature, disposition } = request.query;
      if (!key || !isValidFileKey(key) || expires === undefined || !signature) {
        throw domainErrorOf(uploadErrors.downloadNotFound);
      }
      const link = { key, expires, signature, disposition };
      const check = checkDownloadSignature(app.platformOptions.sessionSecret, link, app.platform.clock());
      if (check === 'invalid') throw domainErrorOf(uploadErrors.downloadNotFound);
      if (check === 'expired') throw domainErrorOf(uploadErrors.downloadExpired);
      const file = await app.platform.files.get(link.key);
      if (!file) throw domainErrorOf(uploadErrors.downloadNotFound);
      if (link.disposition === 'inline') allowFramingBySelf(reply);
      return reply
        .header('content-type', file.info.contentType)
        .header('content-length', file.info.size)
        .header('content-disposition', contentDisposition(link.disposition, file.info.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=60')
        .send(file.body);
    },
  );
};
