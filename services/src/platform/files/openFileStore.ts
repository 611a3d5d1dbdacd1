import { join } from 'node:path';
import type { FileStore } from './fileStore';
import { openFolderFileStore } from './folderFileStore';

export interface FileStoreVariables {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** S3 when S3_BUCKET is set (S3_ENDPOINT for a non-AWS store), otherwise DATA_DIR/files. */
export async function openConfiguredFileStore(dataDir: string, env: FileStoreVariables): Promise<FileStore> {
  if (!env.S3_BUCKET) return openFolderFileStore(join(dataDir, 'files'));
  // The AWS SDK is loaded only when S3 is chosen.
  const { openS3FileStore } = await import('./s3FileStore');
  return openS3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
  });
}
