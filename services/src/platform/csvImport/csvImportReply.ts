import { type CsvImportResult, csvImportResultSchema } from '@oms/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedDownloadPath } from '../files/signedDownloads';

/** An import's answer: the per-row results and a short-lived link to the stored copy of the file. */
export const csvImportReplySchema = csvImportResultSchema.extend({ fileUrl: z.string() });

export async function csvImportReply(app: FastifyInstance, result: CsvImportResult & { fileKey: string }) {
  const { fileKey, ...rest } = result;
  return {
    ...rest,
    fileUrl: signedDownloadPath(app.platformOptions.sessionSecret, fileKey, app.platform.clock()),
  };
}
