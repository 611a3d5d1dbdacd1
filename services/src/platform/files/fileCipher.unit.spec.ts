import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealedFile, openFile, sealedFileHeader, sealedNameOf, sealFile } from './fileCipher';

const eml = Buffer.from('From: Sam Whitfield <sam@example.com>\r\nSubject: Order\r\n\r\n2 x milk\r\n');

describe('a file sealed under its owners’ keys', () => {
  const sam = { subject: 'email:sam', key: randomBytes(32) };
  const venue = { subject: 'account:acc-1', key: randomBytes(32) };
  const keysOf =
    (...held: { subject: string; key: Buffer }[]) =>
    async (subject: string) =>
      held.find((owner) => owner.subject === subject)?.key ?? null;

  it('holds no plain text, describes the plain content, and opens to the same bytes', async () => {
    const sealed = sealFile(eml, [sam]);
    expect(isSealedFile(sealed)).toBe(true);
    expect(sealed.toString('latin1')).not.toContain('Whitfield');
    expect(sealed.toString('latin1')).not.toContain('sam@example.com');
    expect(sealedFileHeader(sealed)?.header).toMatchObject({ size: eml.length, sha256: expect.any(String) });
    expect(await openFile(sealed, keysOf(sam))).toEqual({ content: eml });
  });

  it('reads as erased with a wrong key, and once any one owner’s key is destroyed', async () => {
    const sealed = sealFile(eml, [sam, venue]);
    expect(await openFile(sealed, keysOf(sam, venue))).toEqual({ content: eml });
    expect(await openFile(sealed, keysOf({ subject: sam.subject, key: randomBytes(32) }, venue))).toEqual({
      erased: true,
    });
    expect(await openFile(sealed, keysOf(venue))).toEqual({ erased: true });
    expect(await openFile(sealed, keysOf(sam))).toEqual({ erased: true });
  });

  it('keeps its own name under its data key: readable while the keys exist, gone with any of them', async () => {
    const sealed = sealFile(eml, [sam, venue], 'Order from Sam Whitfield.eml');
    const header = sealedFileHeader(sealed)?.header;
    if (!header) throw new Error('no header');
    expect(sealed.toString('latin1')).not.toContain('Whitfield');
    expect(await sealedNameOf(header, keysOf(sam, venue))).toBe('Order from Sam Whitfield.eml');
    expect(await sealedNameOf(header, keysOf(venue))).toBeUndefined();
    expect(
      await sealedNameOf(sealedFileHeader(sealFile(eml, [sam]))?.header as typeof header, keysOf(sam)),
    ).toBeUndefined();
  });

  it('reads as erased when its bytes were changed (the tag no longer matches)', async () => {
    const sealed = sealFile(eml, [sam]);
    sealed[sealed.length - 20] = (sealed[sealed.length - 20] ?? 0) ^ 1;
    expect(await openFile(sealed, keysOf(sam))).toEqual({ erased: true });
  });

  it('hands back a legacy plain file, written before sealing, as it is', async () => {
    expect(isSealedFile(eml)).toBe(false);
    expect(await openFile(eml, keysOf())).toEqual({ content: eml });
    expect(await openFile(Buffer.alloc(0), keysOf())).toEqual({ content: Buffer.alloc(0) });
  });
});
