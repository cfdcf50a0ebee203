import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from './support/server-process.ts'

/**
 * The tests' and bench's production servers, `npm start` and the systemd unit start
 * Node.js the same way (docs/decisions/007-memory-budget.md), so what the bench
 * measures is what an operator runs.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8')
const flags = PRODUCTION_NODE_FLAGS.join(' ')

describe('the production start', () => {
  it('npm start runs Node.js with the same flags and allocator setting', () => {
    const start: string = JSON.parse(read('package.json')).scripts.start
    expect(start).toContain(`MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${PRODUCTION_ENV.MALLOC_ARENA_MAX}}`)
    expect(start).toContain(`node ${flags} scripts/start.js`)
  })

  it('the systemd unit runs it the same way', () => {
    const unit = read('deploy/systemd/newsroom@.service')
    expect(unit).toContain(`Environment=MALLOC_ARENA_MAX=${PRODUCTION_ENV.MALLOC_ARENA_MAX}`)
    expect(unit).toContain(`Environment=NODE_ENV=${PRODUCTION_ENV.NODE_ENV}`)
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/node ${flags} server\\.js$`, 'm'))
  })
})
