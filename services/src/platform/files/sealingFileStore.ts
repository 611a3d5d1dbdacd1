import { Readable } from 'node:stream';
import { uploadErrors } from '@oms/contracts';
import type { PersonalDataKeys } from '../../privacy/personalData/personalDataKeys';
import { domainErrorOf } from '../commands/domainError';
import {
  dataKeyOf,
  isSealedFile,
  openFile,
  SEALED_HEADER_PROBE_BYTES,
  type SealedFileHeader,
  sealedFileHeader,
  sealedNameOf,
  sealFile,
} from './fileCipher';
import type { FileOwner, FileStore, StoredFileInfo } from './fileStore';

async function collect(body: Buffer | Readable, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = Buffer.from(chunk as Buffer);
    chunks.push(bytes);
    length += bytes.length;
    if (length >= limit) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

export const subjectOfOwner = (keys: PersonalDataKeys, owner: FileOwner) =>
  'accountId' in owner ? `account:${owner.accountId}` : keys.emailSubject(owner.email);

/**
 * Files that hold a person's data are sealed under a data key of their own, wrapped by each owner's
 * personal data key (envelope encryption, the same keys the event store seals fields under):
 * erasing a person destroys their key and with it every file they own, on any adapter underneath.
 * Files without owners (catalogue images, imports) and files kept before sealing are stored and
 * read as they are.
 */
export function withSealedFiles(store: FileStore, keys: PersonalDataKeys): FileStore {
  const keyOf = (subject: string) => keys.keyOf(subject);

  const sealingKeysOf = async (owners: readonly FileOwner[]) => {
    const subjects = [...new Set(owners.map((owner) => subjectOfOwner(keys, owner)))].sort();
    return Promise.all(subjects.map(async (subject) => ({ subject, key: await keys.keyFor(subject) })));
  };

  /** The sealed header of the stored file, when it is sealed; its first bytes are enough. */
  async function headerOf(key: string) {
    const stored = await store.get(key);
    if (!stored) return null;
    return sealedFileHeader(await collect(stored.body, SEALED_HEADER_PROBE_BYTES));
  }

  /** A sealed file's store copy is named after its key: its own name, which may name a person, is sealed. */
  const plainNameOf = (key: string) => key.split('/').pop() ?? key;

  const described = async (info: StoredFileInfo, header: SealedFileHeader): Promise<StoredFileInfo> => ({
    ...info,
    fileName: (await sealedNameOf(header, keyOf)) ?? info.fileName,
    size: header.size,
    sha256: header.sha256,
  });

  async function head(key: string): Promise<StoredFileInfo | null> {
    const info = await store.head(key);
    if (!info) return null;
    const sealed = await headerOf(key);
    return sealed ? described(info, sealed.header) : info;
  }

  return {
    description: `${store.description}, personal files sealed`,
    async put(key, body, file) {
      const { owners = [], ...plainFile } = file;
      if (owners.length === 0) return store.put(key, body, plainFile);
      const content = await collect(body);
      const sealed = sealFile(content, await sealingKeysOf(owners), plainFile.fileName);
      const info = await store.put(key, sealed, { ...plainFile, fileName: plainNameOf(key) });
      const header = sealedFileHeader(sealed)?.header;
      return header ? described(info, header) : info;
    },
    async get(key) {
      const stored = await store.get(key);
      if (!stored) return null;
      const bytes = await collect(stored.body);
      const opened = await openFile(bytes, keyOf);
      if ('erased' in opened) throw domainErrorOf(uploadErrors.fileErased);
      const header = sealedFileHeader(bytes)?.header;
      return {
        info: header ? await described(stored.info, header) : stored.info,
        body: Readable.from([opened.content]),
      };
    },
    head,
    async isErased(key) {
      const sealed = await headerOf(key);
      return sealed !== null && (await dataKeyOf(sealed.header, keyOf)) === null;
    },
    async sealInPlace(key, owners) {
      const stored = await store.get(key);
      if (!stored) return 'kept';
      const bytes = await collect(stored.body);
      if (isSealedFile(bytes) || owners.length === 0) return 'kept';
      const { fileName, contentType } = stored.info;
      await store.put(key, sealFile(bytes, await sealingKeysOf(owners), fileName), {
        fileName: plainNameOf(key),
        contentType,
      });
      return 'sealed';
    },
    delete: (key) => store.delete(key),
    async list(prefix) {
      const infos = await store.list(prefix);
      return Promise.all(
        infos.map(async (info) => {
          const sealed = await headerOf(info.key);
          return sealed ? described(info, sealed.header) : info;
        }),
      );
    },
    close: () => store.close(),
  };
}
