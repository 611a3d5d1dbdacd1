import { createCipheriv, createDecipheriv, randomFillSync } from 'node:crypto';

const PREFIX = 'pd1:';
const IV_BYTES = 12;

// IVs come from one random fill per 256 fields rather than a randomBytes call each: as random, cheaper.
const ivPool = Buffer.alloc(IV_BYTES * 256);
let ivOffset = ivPool.length;

/** Twelve fresh random bytes, valid until the next call (a cipher copies its IV when created). */
function nextIv(): Buffer {
  if (ivOffset === ivPool.length) {
    randomFillSync(ivPool);
    ivOffset = 0;
  }
  ivOffset += IV_BYTES;
  return ivPool.subarray(ivOffset - IV_BYTES, ivOffset);
}

/** A field sealed under its subject's data key: `pd1:<subject>:<iv>.<tag>.<ciphertext>` (base64url). */
export function sealField(subject: string, key: Buffer, value: unknown): string {
  return sealJson(subject, key, JSON.stringify(value));
}

/** `sealField` of a value already in JSON, for callers that keep the JSON too. */
export function sealJson(subject: string, key: Buffer, json: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return `${PREFIX}${subject}:${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * The subject a sealed field belongs to: everything before the last ':' (base64url never holds one),
 * so an id that holds ':' itself (a checklist link's writer) names its own subject.
 */
export function subjectOfSealed(sealed: string): string {
  return sealed.slice(PREFIX.length, sealed.lastIndexOf(':'));
}

/** The field's value, or undefined when it cannot be opened with this key. */
export function openField(sealed: string, key: Buffer): unknown {
  const payload = sealed.slice(sealed.lastIndexOf(':') + 1);
  const [iv, tag, body] = payload.split('.');
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return JSON.parse(
      Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8'),
    );
  } catch {
    return undefined;
  }
}
