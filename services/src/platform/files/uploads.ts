import type {} from '@fastify/multipart';
import { DEFAULT_UPLOAD_LIMIT_BYTES, fileTooLargeMessage, type UploadKind, uploadErrors } from '@oms/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { domainErrorOf } from '../commands/domainError';
import { cleanFileName } from './fileKeys';

export interface UploadRules {
  accept: readonly UploadKind[];
  /** Bytes; 10MB unless the screen names another limit. */
  maxBytes?: number;
  /** The CSV messages of spec 03 instead of the generic file ones. */
  csvMessages?: boolean;
}

export interface CheckedUpload {
  /** The browser's name, cleaned: never a path. */
  fileName: string;
  kind: UploadKind;
  contentType: string;
  content: Buffer;
  /** The form's other fields, sent before the file. */
  fields: Record<string, string>;
}

export const contentTypes: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
};

// A decompression bomb is a small file that declares a huge picture: refuse it before anything decodes it.
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 20_000;

function looksLikeText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, whatever the name or the browser's content type claimed. */
export async function kindOf(content: Buffer): Promise<UploadKind | 'other'> {
  const detected = await fileTypeFromBuffer(content);
  if (detected?.mime === 'application/pdf') return 'pdf';
  if (detected?.mime === 'image/png') return 'png';
  if (detected?.mime === 'image/jpeg') return 'jpeg';
  if (!detected && content.length > 0 && looksLikeText(content)) return 'csv';
  return 'other';
}

export function assertSafeImage(content: Buffer): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(content);
  } catch {
    throw domainErrorOf(uploadErrors.unsupportedType);
  }
  const { width = 0, height = 0 } = size;
  if (width <= 0 || height <= 0) throw domainErrorOf(uploadErrors.unsupportedType);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    throw domainErrorOf(uploadErrors.imageTooLarge);
}

/**
 * Reads the one file of a multipart request and checks it on the server whatever the browser
 * did: its type by content (magic bytes), its size, its name. Every upload route uses this.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<CheckedUpload> {
  const maxBytes = rules.maxBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  const wrongType = rules.csvMessages ? uploadErrors.notCsv : uploadErrors.unsupportedType;
  if (!request.isMultipart()) throw domainErrorOf(wrongType);

  const fields: Record<string, string> = {};
  let upload: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64_000 },
    })) {
      if (part.type === 'file') {
        // toBuffer throws once the part passes fileSize, so no more than the limit is ever held.
        upload = { fileName: cleanFileName(part.filename), content: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw domainErrorOf(uploadErrors.tooLarge, fileTooLargeMessage(maxBytes));
    if (code === 'FST_FILES_LIMIT') {
      throw domainErrorOf(uploadErrors.tooManyFiles);
    }
    // Anything else the multipart parser meets (no boundary, a body cut short) is a malformed request.
    throw domainErrorOf(uploadErrors.unreadableUpload);
  }
  if (!upload || upload.content.length === 0) {
    throw domainErrorOf(rules.csvMessages ? uploadErrors.noCsvFile : uploadErrors.noFile);
  }

  const kind = await kindOf(upload.content);
  if (kind === 'other' || !rules.accept.includes(kind)) throw domainErrorOf(wrongType);
  if (kind === 'png' || kind === 'jpeg') assertSafeImage(upload.content);
  return { fileName: upload.fileName, kind, contentType: contentTypes[kind], content: upload.content, fields };
}
