import type { S3Settings } from '../../services/src/platform/files/s3FileStore';

/** The contract suites' bucket: `npm run test:engines` starts S3Proxy and sets these; a real bucket works too. */
export function s3SettingsFromEnv(): S3Settings {
  const endpoint = process.env.S3_ENDPOINT;
  return {
    bucket: process.env.S3_BUCKET ?? 'oms-contract',
    region: process.env.S3_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(process.env.S3_ACCESS_KEY_ID ? { accessKeyId: process.env.S3_ACCESS_KEY_ID } : {}),
    ...(process.env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: process.env.S3_SECRET_ACCESS_KEY } : {}),
  };
}
