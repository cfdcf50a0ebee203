import path from 'node:path'
import { getConfig, type RuntimeConfig } from '#app/utils/config.server.ts'
import { createLocalStorage, type LocalStorageDriver } from './local-storage.server.ts'
import { createS3Storage, type S3StorageDriver } from './s3-storage.server.ts'

/**
 * Where uploaded files live. Keys are relative paths such as `uploads/<id>` or
 * `seed/<name>.jpg`; readers fetch them from `/objects/<key>`. Two drivers: local
 * disk (DATA_DIR/uploads) and an S3 bucket, chosen by the configuration.
 */
export type {
  ByteRange,
  ObjectInfo,
  ObjectStream,
  StorageDriver,
  StoredObject,
  UploadUrlOptions,
} from './storage-driver.ts'

export type AppStorage = LocalStorageDriver | S3StorageDriver

export { isValidObjectKey, objectPathFor } from './object-keys.ts'

let driver: AppStorage | undefined
let driverConfig: RuntimeConfig | undefined

/** The storage of this process, chosen from the configuration (S3 when S3_BUCKET is set). */
export function getStorage(): AppStorage {
  const config = getConfig()
  if (!driver || driverConfig !== config) {
    driver = config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads'), {
          publicUrl: config.publicUrl,
          secret: config.sessionSecret,
        })
    driverConfig = config
  }
  return driver
}
