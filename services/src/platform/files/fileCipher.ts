import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { isSealed, openField, sealField, subjectOfSealed } from '../../privacy/personalData/personalDataCipher';

/**
 * A sealed file: `MAGIC`, the header's length (4 bytes), the header (JSON), then the content under
 * its own data key (AES-256-GCM, the tag last). The header holds the data key wrapped under each
 * owner's personal data key, one layer each: destroying any owner's key leaves the file unreadable.
 */
const MAGIC = Buffer.from('OMSFILE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const LENGTH_BYTES = 4;

export interface SealedFileHeader {
  /** The data key under every owner's key, the last owner's layer outermost. */
  wrappedKey: string;
  iv: string;
  /** The plain content's length and hash, so a file is described without being opened. */
  size: number;
  sha256: string;
  /** The file's name under the data key (a Co-Pilot e-mail is named after its subject). */
  name?: string;
}

/** A subject's key; null once destroyed (erased). */
export type SubjectKey = (subject: string) => Promise<Buffer | null>;

export const isSealedFile = (content: Buffer) =>
  content.length >= MAGIC.length + LENGTH_BYTES && content.subarray(0, MAGIC.length).equals(MAGIC);

/** The header of a sealed file, from its first bytes (null when the bytes are no sealed file). */
export function sealedFileHeader(content: Buffer): { header: SealedFileHeader; bodyStart: number } | null {
  if (!isSealedFile(content)) return null;
  const length = content.readUInt32BE(MAGIC.length);
  const start = MAGIC.length + LENGTH_BYTES;
  if (content.length < start + length) return null;
  const header = JSON.parse(content.subarray(start, start + length).toString('utf8')) as SealedFileHeader;
  return { header, bodyStart: start + length };
}

/** How many bytes to read to know a sealed file's header (the header is small: a few wrapped keys). */
export const SEALED_HEADER_PROBE_BYTES = 4096;

const encryptName = (name: string, dataKey: Buffer) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  return Buffer.concat([iv, cipher.update(name, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url');
};

/** The sealed file's own name, while its keys exist; undefined when it has none or is erased. */
export async function sealedNameOf(header: SealedFileHeader, keyOf: SubjectKey): Promise<string | undefined> {
  if (!header.name) return undefined;
  const dataKey = await dataKeyOf(header, keyOf);
  if (!dataKey) return undefined;
  const bytes = Buffer.from(header.name, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

export function sealFile(
  content: Buffer,
  owners: readonly { subject: string; key: Buffer }[],
  fileName?: string,
): Buffer {
  if (owners.length === 0) throw new Error('A sealed file needs at least one owner');
  const dataKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  const body = Buffer.concat([cipher.update(content), cipher.final(), cipher.getAuthTag()]);
  let wrappedKey: unknown = dataKey.toString('base64url');
  for (const owner of owners) wrappedKey = sealField(owner.subject, owner.key, wrappedKey);
  const header: SealedFileHeader = {
    wrappedKey: wrappedKey as string,
    iv: iv.toString('base64url'),
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    ...(fileName ? { name: encryptName(fileName, dataKey) } : {}),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(headerBytes.length);
  return Buffer.concat([MAGIC, length, headerBytes, body]);
}

/** The file's data key, peeled layer by layer; null once any owner's key is gone. */
export async function dataKeyOf(header: SealedFileHeader, keyOf: SubjectKey): Promise<Buffer | null> {
  let value: unknown = header.wrappedKey;
  while (isSealed(value)) {
    const key = await keyOf(subjectOfSealed(value));
    if (!key) return null;
    value = openField(value, key);
    if (value === undefined) return null;
  }
  return typeof value === 'string' ? Buffer.from(value, 'base64url') : null;
}

export type OpenedFile = { content: Buffer } | { erased: true };

/**
 * The plain content of a stored file: a file written before sealing (plain) is handed back as it
 * is; a sealed one opens while every owner's key exists, and reads as erased once one is destroyed
 * (or when the bytes were tampered with: the tag no longer matches).
 */
export async function openFile(stored: Buffer, keyOf: SubjectKey): Promise<OpenedFile> {
  const sealed = sealedFileHeader(stored);
  if (!sealed) return { content: stored };
  const dataKey = await dataKeyOf(sealed.header, keyOf);
  if (!dataKey) return { erased: true };
  const body = stored.subarray(sealed.bodyStart, stored.length - TAG_BYTES);
  const tag = stored.subarray(stored.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.header.iv, 'base64url'));
    decipher.setAuthTag(tag);
    return { content: Buffer.concat([decipher.update(body), decipher.final()]) };
  } catch {
    return { erased: true };
  }
}
