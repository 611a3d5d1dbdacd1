import { openS3FileStore } from '../../services/src/platform/files/s3FileStore';
import { describeSealedFileStore } from './sealedFileStoreContract';

// `npm run test:engines` starts S3Proxy and sets these; a real bucket works too.
const endpoint = process.env.S3_ENDPOINT;

describeSealedFileStore(`S3 (${endpoint ?? 'AWS'})`, () =>
  openS3FileStore({
    bucket: process.env.S3_BUCKET ?? 'oms-contract',
    region: process.env.S3_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(process.env.S3_ACCESS_KEY_ID ? { accessKeyId: process.env.S3_ACCESS_KEY_ID } : {}),
    ...(process.env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: process.env.S3_SECRET_ACCESS_KEY } : {}),
  }),
);
