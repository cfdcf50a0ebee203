import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { untilAnswering } from '#tests/support/until-answering.ts'

/**
 * Node.js alone (node-alone.js) serving answers from memory with the header lines our
 * server sent: the second limit each cached answer is compared with, what node:http
 * itself reaches on this machine, so a share of nginx splits into Node.js's and ours.
 */
export interface NodeAlone {
  url: string
  stop: () => Promise<void>
}

export interface SameAnswer {
  /** where it answers */
  path: string
  /** the bytes to send, as sent */
  file: string
  headers: string[]
}

export async function startNodeAlone(answers: SameAnswer[], dir: string, port: number): Promise<NodeAlone> {
  const manifest = path.join(dir, 'node-alone.json')
  writeFileSync(manifest, JSON.stringify(answers))
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'node-alone.js'), manifest, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = once(child, 'exit')
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  await untilAnswering(`${url}/ready`, child, { name: 'Node.js alone', timeoutMs: 10_000 }).catch(
    async (error: unknown) => {
      await stop()
      throw error
    },
  )
  return { url, stop }
}
