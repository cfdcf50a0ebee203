// `node scripts/bench/pglite-alone.js node|create|open [folder]`: the resident memory of a
// fresh Node.js process with nothing, with an empty PGlite created in `folder`, or with
// that one opened again (what a server's start does), printed as JSON, so that
// `npm run bench` can show what the product adds on top of its database.
import { readFileSync } from 'node:fs'

const rssMb = () =>
  Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 102.4) / 10

const [what, folder] = process.argv.slice(2)
let close = async () => {}
if (what === 'create' || what === 'open') {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(folder)
  await db.waitReady
  await db.query('SELECT 1')
  close = () => db.close()
}
// what a process keeps after start, not the garbage of starting
await new Promise((resolve) => setTimeout(resolve, 1000))
const measured = rssMb()
await close()
process.stdout.write(`${JSON.stringify({ rssMb: measured })}\n`)
