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

/** Whose personal data a file holds: an account, or a person known only by an e-mail address. */
export type FileOwner = { accountId: string } | { email: string };

export interface PutFile {
  fileName: string;
  contentType: string;
  /**
   * The people whose data the file holds: a file with owners is sealed under their personal data
   * keys (docs/architecture.md "Forgetting a person"), so erasing any one of them erases the file.
   */
  owners?: readonly FileOwner[];
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
  /**
   * True when the file is kept but can no longer be opened: its owner was erased. The plain stores
   * never say so; `get` of such a file throws the 410 `uploadErrors.fileErased`.
   */
  isErased?(key: string): Promise<boolean>;
  /**
   * Seals a file kept plain before sealing, under its owners' keys, in place: 'sealed', or 'kept'
   * when it was sealed already or is missing. The plain stores do not seal.
   */
  sealInPlace?(key: string, owners: readonly FileOwner[]): Promise<'sealed' | 'kept'>;
  /** Every file whose key starts with the prefix, in key order. */
  list(prefix: string): Promise<StoredFileInfo[]>;
  close(): Promise<void>;
}
