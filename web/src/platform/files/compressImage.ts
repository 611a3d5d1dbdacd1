import { uploadErrors } from '@oms/contracts';
import imageCompression from 'browser-image-compression';

/** Spec 02 §5: receipting and recipe images leave the browser at most 3MB and 1920px. */
export const IMAGE_UPLOAD_LIMIT = { maxSizeMB: 3, maxWidthOrHeight: 1920 } as const;
const MAX_BYTES = IMAGE_UPLOAD_LIMIT.maxSizeMB * 1024 * 1024;

export type CompressedImage = { ok: true; file: File } | { ok: false; message: string };

type Compressor = (file: File, options: Parameters<typeof imageCompression>[1]) => Promise<File | Blob>;

/**
 * Shrinks a photo before it is uploaded, with the spec's words when that fails. The server checks
 * the result again (type by content, size), so this only spares the user a slow upload.
 */
export async function compressImage(file: File, compress: Compressor = imageCompression): Promise<CompressedImage> {
  let result: File | Blob;
  try {
    // In the page itself: the library's worker would load its code from a CDN, which the CSP refuses.
    result = await compress(file, { ...IMAGE_UPLOAD_LIMIT, useWebWorker: false, initialQuality: 0.85 });
  } catch {
    return { ok: false, message: uploadErrors.compressionFailed };
  }
  if (result.size > MAX_BYTES) return { ok: false, message: uploadErrors.compressionTooLarge };
  const compressed =
    result instanceof File ? result : new File([result], file.name, { type: result.type || file.type });
  return { ok: true, file: compressed };
}
