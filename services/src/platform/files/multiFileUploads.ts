import { DEFAULT_UPLOAD_LIMIT_BYTES, type ErrorEntry, fileTooLargeMessage, uploadErrors } from '@oms/contracts';
import type { FastifyRequest } from 'fastify';
import { domainErrorOf } from '../commands/domainError';
import { cleanFileName } from './fileKeys';
import { assertSafeImage, type CheckedUpload, contentTypes, kindOf, type UploadRules } from './uploads';

export interface MultiFileRules extends Omit<UploadRules, 'csvMessages'> {
  maxFiles: number;
  /** The screen's words when more than maxFiles arrive. */
  tooManyFiles: ErrorEntry;
}

/**
 * `readUpload` for a form that sends several files at once: every file checked the same way (type
 * by content, size, name), in the order sent, with the form's fields. Nothing is kept if one fails.
 */
export async function readUploads(
  request: FastifyRequest,
  rules: MultiFileRules,
): Promise<{ files: Omit<CheckedUpload, 'fields'>[]; fields: Record<string, string> }> {
  const maxBytes = rules.maxBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  if (!request.isMultipart()) throw domainErrorOf(uploadErrors.unsupportedType);

  const fields: Record<string, string> = {};
  const received: { fileName: string; content: Buffer }[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: rules.maxFiles, fields: 20, fieldSize: 64_000 },
    })) {
      if (part.type === 'file') {
        received.push({ fileName: cleanFileName(part.filename), content: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw domainErrorOf(uploadErrors.tooLarge, fileTooLargeMessage(maxBytes));
    if (code === 'FST_FILES_LIMIT') throw domainErrorOf(rules.tooManyFiles);
    throw domainErrorOf(uploadErrors.unreadableUpload);
  }
  if (received.length === 0 || received.some((file) => file.content.length === 0)) {
    throw domainErrorOf(uploadErrors.noFile);
  }

  const files: Omit<CheckedUpload, 'fields'>[] = [];
  for (const { fileName, content } of received) {
    const kind = await kindOf(content);
    if (kind === 'other' || !rules.accept.includes(kind)) throw domainErrorOf(uploadErrors.unsupportedType);
    if (kind === 'png' || kind === 'jpeg') assertSafeImage(content);
    files.push({ fileName, kind, contentType: contentTypes[kind], content });
  }
  return { files, fields };
}
