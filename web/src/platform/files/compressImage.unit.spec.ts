import { describe, expect, it } from 'vitest';
import { compressImage, IMAGE_UPLOAD_LIMIT } from './compressImage';

const photo = new File([new Uint8Array(5 * 1024 * 1024)], 'delivery.jpg', { type: 'image/jpeg' });

describe('compressing an image before upload', () => {
  it('asks for at most 3MB and 1920px and hands back a file with the original name', async () => {
    let asked: unknown;
    const result = await compressImage(photo, async (_file, options) => {
      asked = options;
      return new Blob([new Uint8Array(800_000)], { type: 'image/jpeg' });
    });
    expect(asked).toMatchObject(IMAGE_UPLOAD_LIMIT);
    expect(result.ok && result.file.name).toBe('delivery.jpg');
    expect(result.ok && result.file.size).toBe(800_000);
  });

  it('says so when the image is still over 3MB after compression', async () => {
    const result = await compressImage(photo, async () => new Blob([new Uint8Array(3 * 1024 * 1024 + 1)]));
    expect(result).toEqual({
      ok: false,
      message: 'File still too large: Even after compression, the file exceeds 3MB.',
    });
  });

  it('says so when the image cannot be compressed', async () => {
    const result = await compressImage(photo, async () => {
      throw new Error('The file given is not an image');
    });
    expect(result).toEqual({ ok: false, message: 'File Error: Could not compress the file.' });
  });
});
