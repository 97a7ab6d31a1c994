import path from 'node:path';
import type { TEnv } from '../../config/env';
import { createLocalStorageProvider } from './local-storage-provider';
import { createS3StorageProvider } from './s3-storage-provider';
import { PROJECT_FILES_STORE, type StorageProvider } from './storage-provider';

/** Where local storage keeps the project files: `<DATA_DIR>/storage/project-files`. */
export const localStorageRoot = (dataDir: string) => path.join(dataDir, 'storage', PROJECT_FILES_STORE);

/** S3-compatible storage when S3_BUCKET is set, otherwise `<DATA_DIR>/storage/project-files`. */
export function createStorageProvider(
  env: Pick<TEnv, 'DATA_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): StorageProvider {
  if (env.S3_BUCKET)
    return createS3StorageProvider({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: PROJECT_FILES_STORE,
    });
  return createLocalStorageProvider(localStorageRoot(env.DATA_DIR));
}
