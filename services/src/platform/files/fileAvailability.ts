import { uploadErrors } from '@oms/contracts';
import { DomainError } from '../commands/domainError';
import type { FileStore } from './fileStore';

/**
 * A file a record names but which can no longer be opened: its owner was erased (the key that
 * wraps it is destroyed), or its keep time ran out and it was deleted (docs/security.md "Retention").
 */
export async function isFileErased(files: FileStore, key: string): Promise<boolean> {
  if (!(await files.head(key))) return true;
  return (await files.isErased?.(key)) ?? false;
}

/** What `get` throws for a file whose owner was erased: a zip of many files leaves it out instead. */
export const isErasedFileError = (error: unknown) =>
  error instanceof DomainError && error.code === uploadErrors.fileErased.code;
