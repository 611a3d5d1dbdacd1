import { createHash } from 'node:crypto';
import { systemContext } from '../commands/commandContext';
import { handleCommand } from '../commands/handleCommand';
import { fileRecordsDecider } from '../files/fileRecords';
import { type Disposition, signedDownloadPath } from '../files/signedDownloads';
import type { Platform } from '../platform';

/** The stream recording the files kept for a venue: generated documents, recipe images, bills' files. */
export const venueDocumentsStream = (venueId: string) => `venueDocuments-${venueId}`;

/** A venue id as one safe key segment of its documents' folder. */
export const venueDocumentsFolder = (venueId: string) =>
  `documents/${venueId.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, 'v')}`;

/**
 * A generated PDF kept in the file store under a hash of what it shows: rendered (and recorded on
 * `venueDocuments-<venueId>`) only when that content was not rendered before, then handed out as
 * a short-lived signed link.
 */
export async function storedDocumentPath(
  platform: Platform,
  secret: string,
  document: { venueId: string; folder: string; name: string; fileName: string; purpose: string },
  model: unknown,
  render: () => Promise<Buffer>,
  /** Inline for a page that shows the document in a frame. */
  link: { disposition?: Disposition } = {},
): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(model)).digest('hex').slice(0, 16);
  const key = `${document.folder}/${document.name}-${hash}.pdf`;
  if (!(await platform.files.head(key))) {
    const file = await platform.files.put(key, await render(), {
      fileName: document.fileName,
      contentType: 'application/pdf',
    });
    await handleCommand(
      platform.eventStore,
      venueDocumentsStream(document.venueId),
      fileRecordsDecider,
      { type: 'RecordFile', file, purpose: document.purpose },
      systemContext(platform.clock()),
    );
  }
  return signedDownloadPath(secret, key, platform.clock(), link);
}
