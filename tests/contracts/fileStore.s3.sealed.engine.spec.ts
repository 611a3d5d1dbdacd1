import { openS3FileStore } from '../../services/src/platform/files/s3FileStore';
import { s3SettingsFromEnv } from './s3Settings';
import { describeSealedFileStore } from './sealedFileStoreContract';

describeSealedFileStore(`S3 (${process.env.S3_ENDPOINT ?? 'AWS'})`, () => openS3FileStore(s3SettingsFromEnv()));
