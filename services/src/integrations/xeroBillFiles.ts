import { DEFAULT_UPLOAD_LIMIT_BYTES, integrationErrors, type StoredFile, type XeroBillFile } from '@oms/contracts';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { venueDocumentsStream } from '../platform/documents/storedDocument';
import { newFileKey } from '../platform/files/fileKeys';
import { fileRecordsDecider } from '../platform/files/fileRecords';
import type { CheckedUpload, UploadRules } from '../platform/files/uploads';
import type { Platform } from '../platform/platform';

/** Spec 02 §5: the bill's file is a pdf, png, jpg or jpeg under 10MB, checked by its content. */
export const xeroBillFileRules: UploadRules = { accept: ['pdf', 'png', 'jpeg'], maxBytes: DEFAULT_UPLOAD_LIMIT_BYTES };

const folderOf = (venueId: string) => venueId.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, 'v');

/** Every file uploaded for a venue's bills sits under this prefix; a bill may name only these. */
export const xeroBillFilePrefix = (venueId: string) => `xero-bills/${folderOf(venueId)}`;

/** Kept before the bill is sent (the page uploads when the file is chosen) and recorded on the venue's documents. */
export async function storeXeroBillFile(
  platform: Platform,
  venueId: string,
  upload: CheckedUpload,
  context: CommandContext,
): Promise<XeroBillFile> {
  const key = newFileKey(xeroBillFilePrefix(venueId), upload.fileName);
  const file = await platform.files.put(key, upload.content, {
    fileName: upload.fileName,
    contentType: upload.contentType,
    // A bill may name a person: it is its uploader's, sealed under their key.
    owners: [{ accountId: context.actorAccountId }],
  });
  await handleCommand(
    platform.eventStore,
    venueDocumentsStream(venueId),
    fileRecordsDecider,
    { type: 'RecordFile', file, purpose: 'xeroBillFile' },
    context,
  );
  return { fileKey: key, fileName: file.fileName };
}

/** The stored file a bill request names: only one of this venue's bill uploads, and only while it is kept. */
export async function xeroBillFileOf(platform: Platform, venueId: string, fileKey: string): Promise<StoredFile> {
  if (!fileKey.startsWith(`${xeroBillFilePrefix(venueId)}/`)) throw domainErrorOf(integrationErrors.unknownBillFile);
  const info = await platform.files.head(fileKey);
  if (!info) throw domainErrorOf(integrationErrors.unknownBillFile);
  return {
    key: info.key,
    fileName: info.fileName,
    contentType: info.contentType,
    size: info.size,
    sha256: info.sha256,
  };
}
