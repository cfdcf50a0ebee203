import { spawn, type ChildProcess } from 'node:child_process'
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { untilAnswering } from './until-answering.ts'

/** Debian's nginx (/usr/sbin/nginx) or the first one on PATH; undefined when there is none. */
export function findNginx(): string | undefined {
  const candidates = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))]
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

export interface Nginx {
  url: string
  /** its temporary folder (prefix, pid, logs, and whatever the caller put there) */
  dir: string
  stop: () => Promise<void>
}

export interface NginxOptions {
  port: number
  /** the http block's `server`/`upstream` lines; gets the temporary folder to name files in it */
  site: (dir: string) => string
  /** called with the folder before nginx starts, e.g. to write the files it serves */
  prepare?: (dir: string) => void
  /** a path that answers 200 once nginx (and what it fronts) is up */
  readyPath: string
  /** `auto` (one per core) for a load; 1 is enough for a test */
  workerProcesses?: number | 'auto'
}

/** nginx in the foreground with its own prefix, pid and logs in a temporary folder, stopped by `stop()`. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const nginx = findNginx()
  if (!nginx) throw new Error('no nginx binary (/usr/sbin/nginx or on PATH): apt-get install nginx')
  const dir = mkdtempSync(path.join(tmpdir(), 'newsroom-nginx-'))
  // the workers (nobody, when started as root) read served files and write temporary ones here
  chmodSync(dir, 0o755)
  options.prepare?.(dir)
  writeFileSync(path.join(dir, 'site.conf'), options.site(dir))
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `worker_processes ${options.workerProcesses ?? 1};`,
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  )
  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  await untilAnswering(`${url}${options.readyPath}`, child, {
    name: 'nginx',
    timeoutMs: 10_000,
    output: () => stderr,
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { url, dir, stop }
}
