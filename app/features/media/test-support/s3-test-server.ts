import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { S3Config } from '../s3-storage.server.ts'

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>
  close(): Promise<void>
}
type S3rverConstructor = new (options: {
  address: string
  port: number
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}) => S3rverInstance

/** s3rver ships no types; this is the part of it the tests use. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor

export interface S3TestServer {
  config: S3Config
  stop(): Promise<void>
}

/** A local S3 (s3rver) on 127.0.0.1, a free port and a temporary folder, with one bucket. */
export async function startS3TestServer(bucket = 'newsroom-media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'newsroom-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
