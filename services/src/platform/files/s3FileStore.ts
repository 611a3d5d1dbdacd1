import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertValidFileKey } from './fileKeys';
import type { FileStore, StoredFileInfo } from './fileStore';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error instanceof NoSuchKey || error instanceof NotFound || status === 404;
}

async function collect(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Production: any S3-compatible store (AWS S3, MinIO, S3Proxy). The file's description travels as
 * object metadata, so `head` needs no second object. Uploads are bounded by the upload limits
 * before they reach here, so a put holds one file in memory to know its length and hash up front.
 */
export async function openS3FileStore(settings: S3Settings): Promise<FileStore> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: true,
    // S3-compatible servers (S3Proxy, older MinIO) refuse the SDK's default extra checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if (!isMissing(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket }));
  }

  function describe(key: string, metadata: Record<string, string> | undefined, size: number, type?: string) {
    return {
      key,
      fileName: metadata?.filename ? decodeURIComponent(metadata.filename) : (key.split('/').pop() ?? key),
      contentType: type ?? 'application/octet-stream',
      size,
      sha256: metadata?.sha256 ?? '',
    } satisfies StoredFileInfo;
  }

  async function head(key: string): Promise<StoredFileInfo | null> {
    assertValidFileKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return describe(key, answer.Metadata, answer.ContentLength ?? 0, answer.ContentType);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, body, file) {
      assertValidFileKey(key);
      const content = await collect(body);
      const sha256 = createHash('sha256').update(content).digest('hex');
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: content,
          ContentLength: content.length,
          ContentType: file.contentType,
          Metadata: { sha256, filename: encodeURIComponent(file.fileName) },
        }),
      );
      return { key, fileName: file.fileName, contentType: file.contentType, size: content.length, sha256 };
    },
    async get(key) {
      assertValidFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const info = describe(key, answer.Metadata, answer.ContentLength ?? 0, answer.ContentType);
        return { info, body: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    head,
    async delete(key) {
      assertValidFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      const infos = await Promise.all(keys.sort().map((key) => head(key)));
      return infos.filter((info): info is StoredFileInfo => info !== null);
    },
    async close() {
      client.destroy();
    },
  };
}
