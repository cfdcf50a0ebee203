import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { S3Config } from '#app/features/media/s3-storage.server.ts'
import { startNginx, type Nginx } from './nginx.ts'
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

/**
 * N production processes on one PostgreSQL database, uploads in S3, behind nginx with
 * deploy/nginx/newsroom.conf: what tests/multi-process.test.ts checks and what
 * `npm run bench` loads. Build first (ensureBuild).
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const SITE_CONFIG = path.join(ROOT, 'deploy', 'nginx', 'newsroom.conf')

/** deploy/'s site with these upstream ports (in each of its upstream blocks) and listen address. */
export function siteConfig(nginxPort: number, upstreamPorts: number[]): string {
  const template = readFileSync(SITE_CONFIG, 'utf8')
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n')
  const site = template
    .replace(/^(\s*server 127\.0\.0\.1:\d+[^;]*;\n)+/gm, `${servers}\n`)
    .replace(/^\s*listen \[::\][^;]*;\n/m, '')
    .replace(/^(\s*)listen [^;]*;/m, `$1listen 127.0.0.1:${nginxPort};`)
  const named = [...site.matchAll(/^\s*server 127\.0\.0\.1:(\d+)/gm)].map((match) => Number(match[1]))
  const replaced = named.length > 0 && named.every((port) => upstreamPorts.includes(port))
  if (!replaced || !site.includes(`listen 127.0.0.1:${nginxPort};`)) {
    throw new Error(`${SITE_CONFIG}: no upstream server lines or listen line to replace`)
  }
  return site
}

export interface NewsroomCluster {
  processes: ServerProcess[]
  nginx: Nginx
  stop: () => Promise<void>
}

export interface ClusterOptions {
  databaseUrl: string
  s3: S3Config
  smtpUrl: string
  /** the first super_admin, made by whichever process migrates first */
  admin: { email: string; password: string }
  processes?: number
  /** ports to use (nginx first, then one per process); free ones when omitted */
  ports?: number[]
  /** nginx worker processes: 1 for a test, `auto` for a load */
  nginxWorkers?: number | 'auto'
  /** more environment for every process (RENDER_WORKERS, LOG_LEVEL…) */
  env?: Record<string, string>
}

export async function startNewsroomCluster(options: ClusterOptions): Promise<NewsroomCluster> {
  const count = options.processes ?? 3
  const [nginxPort, ...ports] = options.ports ?? (await Promise.all(Array.from({ length: count + 1 }, freePort)))
  const env = {
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: 'newsroom-cluster-secret-shared-by-every-process',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: '0',
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    SMTP_URL: options.smtpUrl,
    RENDER_WORKERS: '1',
    S3_BUCKET: options.s3.bucket,
    S3_REGION: options.s3.region,
    S3_ENDPOINT: options.s3.endpoint!,
    S3_ACCESS_KEY_ID: options.s3.accessKeyId!,
    S3_SECRET_ACCESS_KEY: options.s3.secretAccessKey!,
    ...options.env,
  }
  // all start together, as systemd starts them (migrations and the first admin once),
  // each with a folder of its own as on separate machines: only PostgreSQL and S3 are shared
  const dataDirs: string[] = []
  const processes = ports.slice(0, count).map((port) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-cluster-'))
    dataDirs.push(dataDir)
    return spawnServer({ ...env, DATA_DIR: dataDir, PORT: String(port) }, { production: true })
  })
  const stopProcesses = async () => {
    await Promise.all(processes.map((server) => server.stop()))
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
  try {
    await Promise.all(processes.map((server) => waitUntilReady(server)))
    const nginx = await startNginx({
      port: nginxPort!,
      site: () => siteConfig(nginxPort!, ports.slice(0, count)),
      readyPath: '/healthz',
      workerProcesses: options.nginxWorkers ?? 1,
    })
    return {
      processes,
      nginx,
      stop: async () => {
        await nginx.stop()
        await stopProcesses()
      },
    }
  } catch (error) {
    await stopProcesses()
    throw error
  }
}
