import type { SignedFile } from '@oms/contracts';
import type { CommandContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { venueDocumentsStream } from '../platform/documents/storedDocument';
import { newFileKey } from '../platform/files/fileKeys';
import { fileRecordsDecider } from '../platform/files/fileRecords';
import { signedDownloadPath } from '../platform/files/signedDownloads';
import type { CheckedUpload } from '../platform/files/uploads';
import type { Platform } from '../platform/platform';

/** Spec 02 §5: recipe and note images are .jpg, .jpeg or .png. */
export const recipeImageKinds = ['png', 'jpeg'] as const;
export const recipeImageMaxBytes = 10 * 1024 * 1024;

const folderOf = (venueId: string) => venueId.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, 'v');

/** Every recipe image of a venue sits under this prefix; a saved recipe may name only these. */
export const recipeFilePrefix = (venueId: string) => `recipes/${folderOf(venueId)}`;

/** Stores an image before the recipe exists (the modal uploads first) and records it on the venue's documents. */
export async function storeRecipeImage(
  platform: Platform,
  venueId: string,
  upload: CheckedUpload,
  context: CommandContext,
): Promise<string> {
  const key = newFileKey(recipeFilePrefix(venueId), upload.fileName);
  const file = await platform.files.put(key, upload.content, {
    fileName: upload.fileName,
    contentType: upload.contentType,
  });
  await handleCommand(
    platform.eventStore,
    venueDocumentsStream(venueId),
    fileRecordsDecider,
    { type: 'RecordFile', file, purpose: 'recipeImage' },
    context,
  );
  return key;
}

/** Images open inline in the page, through a link signed for ten minutes. */
export const signedImage = (platform: Platform, secret: string, keyName: string): SignedFile => ({
  keyName,
  signedURL: signedDownloadPath(secret, keyName, platform.clock(), { disposition: 'inline', seconds: 600 }),
});

export async function imageBytes(platform: Platform, keyName: string) {
  const file = await platform.files.get(keyName);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
  return { content: Buffer.concat(chunks), contentType: file.info.contentType };
}
