/** What other features may use of this one on the server (services). */
export { createS3Storage } from './s3-storage.server.ts'
export { getStorage } from './storage.server.ts'
