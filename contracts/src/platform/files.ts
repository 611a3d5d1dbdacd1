import { z } from 'zod';
import { ERASED } from '../privacy/personalFields';

/** Ten megabytes: the upload limit wherever a screen names no other (spec 02 §5, §9). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export const uploadKinds = ['pdf', 'png', 'jpeg', 'csv'] as const;
export type UploadKind = (typeof uploadKinds)[number];

export const storedFileSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * Recorded on the stream that owns the file (an import, an invoice, a recipe...), so the audit
 * trail and a replay know every file: who and when come with the event's metadata.
 */
export const fileStoredSchema = z.object({
  file: storedFileSchema,
  /** What the file is for, in the owner's words: 'csvImport', 'invoicePdf', 'recipeImage'... */
  purpose: z.string(),
  /** The person the file is theirs when not who stored it (a Co-Pilot e-mail's sender): its name is sealed under them. */
  ownerEmail: z.string().optional(),
});
export type FileStored = z.infer<typeof fileStoredSchema>;

export const fileEventSchemas = {
  FileStored: { schemaVersion: 1, schema: fileStoredSchema },
} as const;

/** A short-lived download link: the key, when it stops working, and an HMAC over both. */
// Every part is optional so that a key without its signature is answered like any unknown file (404).
export const signedDownloadQuerySchema = z.object({
  key: z.string().max(1024).optional(),
  expires: z.coerce.number().int().nonnegative().max(99_999_999_999).optional(),
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
  signature: z.string().max(128).optional(),
});

/** The words of spec 02 §5/§9 and spec 03 for uploads, shared by the server and the dashboard. */
export const uploadErrors = {
  noFile: { code: 'FILE_REQUIRED', status: 400, message: 'Please select a file first.' },
  /** Spec 03's words for the CSV uploads. */
  noCsvFile: { code: 'FILE_REQUIRED', status: 400, message: 'Choose a file first' },
  unsupportedType: { code: 'UNSUPPORTED_FILE_TYPE', status: 415, message: 'Unsupported file type' },
  tooLarge: { code: 'FILE_TOO_LARGE', status: 413, message: 'File must be smaller than 10MB' },
  imageTooLarge: {
    code: 'IMAGE_DIMENSIONS_TOO_LARGE',
    status: 422,
    message: 'The image is too large to open: at most 40 megapixels and 20,000 pixels a side.',
  },
  notCsv: { code: 'INVALID_CSV', status: 415, message: 'Please select a valid CSV file.' },
  unparsableCsv: {
    code: 'UNPARSABLE_CSV',
    status: 422,
    message: "Selected file could not be parsed. Are you sure it's a CSV file?",
  },
  wrongHeadings: {
    code: 'CSV_HEADINGS',
    status: 422,
    message: 'Incorrectly filled in headings, fill them in according to the template',
  },
  tooManyFiles: { code: 'TOO_MANY_FILES', status: 400, message: 'Only one file is allowed' },
  unreadableUpload: { code: 'BAD_UPLOAD', status: 400, message: 'The upload could not be read' },
  invalidFileKey: { code: 'INVALID_FILE_KEY', status: 400, message: 'This file key is not valid' },
  downloadNotFound: { code: 'NOT_FOUND', status: 404, message: 'This file was not found' },
  /** The file's owner was erased, or its keep time ran out (docs/security.md "Retention"). */
  fileErased: {
    code: 'FILE_ERASED',
    status: 410,
    message: `This file was ${ERASED}: the personal data it held has been deleted.`,
  },
  downloadExpired: {
    code: 'DOWNLOAD_LINK_EXPIRED',
    status: 410,
    message: 'This download link has expired. Please open the file again from the page it is on.',
  },
  compressionTooLarge: 'File still too large: Even after compression, the file exceeds 3MB.',
  compressionFailed: 'File Error: Could not compress the file.',
} as const;

/** "File must be smaller than 10MB" for the default; other screens name their own limit. */
export function fileTooLargeMessage(limitBytes: number): string {
  return `File must be smaller than ${Math.round(limitBytes / (1024 * 1024))}MB`;
}
