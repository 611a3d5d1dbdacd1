import { randomUUID } from 'node:crypto';
import { uploadErrors } from '@oms/contracts';
import { domainErrorOf } from '../commands/domainError';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A key is slash-separated plain segments: no empty, dot-only or absolute part can ever name a path. */
export function isValidFileKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

export function assertValidFileKey(key: string): void {
  if (!isValidFileKey(key)) throw domainErrorOf(uploadErrors.invalidFileKey);
}

/**
 * The browser's file name reduced to a safe display name: the last path segment only, control and
 * reserved characters replaced, at most 120 characters, never empty or hidden.
 */
export function cleanFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._ ()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_]+/, '')
    .trim()
    .slice(-120);
  return cleaned.length > 0 ? cleaned : 'file';
}

/** A new key under the prefix for an upload: a random id, then the cleaned name in key-safe letters. */
export function newFileKey(prefix: string, fileName: string): string {
  const keyName = cleanFileName(fileName)
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-80);
  const key = `${prefix}/${randomUUID()}-${keyName || 'file'}`;
  assertValidFileKey(key);
  return key;
}
