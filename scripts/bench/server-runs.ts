import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startS3TestServer } from '#app/features/media/test-support/s3-test-server.ts'
import { createPostgresDatabase } from '#tests/setup/test-database.ts'
import { startNewsroomCluster } from '#tests/support/newsroom-cluster.ts'
import type { SmtpSink } from '#tests/support/smtp-sink.ts'
import { BENCH_ADMIN } from './editor.ts'
import { idleMb } from './memory.ts'
import type { BenchOptions } from './options.ts'
import { prepareBenchData } from './prepare-data.ts'
import { withProductServer } from './product-server.ts'
import { runPublishing, type PublishingResult } from './publishing.ts'

/**
 * The servers the publishing scenario runs on: one process on the embedded database,
 * one on PostgreSQL, three on PostgreSQL and S3 behind nginx. Each is measured at rest
 * (resident memory after start and a settle) and then under the scenario.
 */
export interface ServerRun {
  idleMb: number
  publishing: PublishingResult
  processes: number
}

interface RunContext {
  bench: BenchOptions
  sink: SmtpSink
}

async function idleThenPublishing(base: string, pids: number[], { bench, sink }: RunContext): Promise<ServerRun> {
  const idle = await idleMb(pids)
  const publishing = await runPublishing({ base, sink, pids, bench })
  return { idleMb: idle, publishing, processes: pids.length }
}

/** The embedded database in `dataDir` (prepared already), the product's default settings. */
export function runEmbedded(dataDir: string, context: RunContext): Promise<ServerRun> {
  return withProductServer({ port: context.bench.port, dataDir, smtpUrl: context.sink.url }, (server) =>
    idleThenPublishing(server.url, [server.pid], context),
  )
}

function postgresServer(context: RunContext): string {
  if (!context.bench.postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL')
  return context.bench.postgresUrl
}

/** A fresh database on the PostgreSQL server, the newsroom loaded into it, one process. */
export async function runPostgres(context: RunContext): Promise<ServerRun> {
  const database = await createPostgresDatabase('newsroom_bench', postgresServer(context))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-bench-pg-'))
  try {
    process.stdout.write('Preparing the newsroom on PostgreSQL...\n')
    const env = { DATABASE_URL: database.url }
    await prepareBenchData(dataDir, context.bench.articles, env)
    return await withProductServer(
      { port: context.bench.port, dataDir, databaseUrl: database.url, smtpUrl: context.sink.url },
      (server) => idleThenPublishing(server.url, [server.pid], context),
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await database.drop()
  }
}

/** Three processes on one fresh PostgreSQL database, uploads in s3rver, nginx with deploy/'s site in front. */
export async function runCluster(context: RunContext): Promise<ServerRun> {
  const [database, s3] = await Promise.all([
    createPostgresDatabase('newsroom_bench_cluster', postgresServer(context)),
    startS3TestServer(),
  ])
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-bench-cluster-'))
  try {
    process.stdout.write('Preparing the newsroom on PostgreSQL and S3 for three processes...\n')
    await prepareBenchData(dataDir, context.bench.articles, {
      DATABASE_URL: database.url,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    })
    const port = context.bench.port
    const cluster = await startNewsroomCluster({
      databaseUrl: database.url,
      s3: s3.config,
      smtpUrl: context.sink.url,
      admin: BENCH_ADMIN,
      ports: [port + 51, port + 1, port + 2, port + 3],
      nginxWorkers: 'auto',
      env: { LOG_LEVEL: 'error' },
    })
    try {
      const pids = cluster.processes.map((p) => p.child.pid!)
      return await idleThenPublishing(cluster.nginx.url, pids, context)
    } finally {
      await cluster.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await Promise.all([database.drop(), s3.stop()])
  }
}
