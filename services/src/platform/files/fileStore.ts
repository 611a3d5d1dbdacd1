import type { Readable } from 'node:stream';

/** What the store knows about one stored file. */
export interface StoredFileInfo {
  key: string;
  /** The cleaned name a download offers; never part of a path. */
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface PutFile {
  fileName: string;
  contentType: string;
}

/**
 * Where uploaded and generated files live (invoices, images, attachments, imported CSVs):
 * a folder under DATA_DIR on the embedded default, an S3-compatible bucket in production.
 * Both adapters pass tests/contracts/fileStoreContract.ts.
 */
export interface FileStore {
  /** Which adapter this is, for the start-up log. */
  readonly description: string;
  /** Writes the whole body under the key, replacing any earlier file; readers never see half a file. */
  put(key: string, body: Buffer | Readable, file: PutFile): Promise<StoredFileInfo>;
  /** The file's content as a stream, or null when no file has the key. */
  get(key: string): Promise<{ info: StoredFileInfo; body: Readable } | null>;
  head(key: string): Promise<StoredFileInfo | null>;
  /** Removing a file that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with the prefix, in key order. */
  list(prefix: string): Promise<StoredFileInfo[]>;
  close(): Promise<void>;
}
