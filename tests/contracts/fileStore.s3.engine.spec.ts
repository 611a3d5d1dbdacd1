import { openS3FileStore } from '../../services/src/platform/files/s3FileStore';
import { describeFileStoreContract } from './fileStoreContract';
import { s3SettingsFromEnv } from './s3Settings';

describeFileStoreContract(`S3 (${process.env.S3_ENDPOINT ?? 'AWS'})`, () => openS3FileStore(s3SettingsFromEnv()));
