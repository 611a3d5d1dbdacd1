import { signedDownloadQuerySchema, uploadErrors } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../commands/domainError';
import { isValidFileKey } from './fileKeys';
import { checkDownloadSignature, contentDisposition } from './signedDownloads';

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
