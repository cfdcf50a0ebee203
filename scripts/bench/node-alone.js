// Node.js alone serving the answers our server sent, byte for byte with the same
// header lines, from memory (node-same-bytes.ts starts it): what one thread of
// node:http reaches on this machine with no product code at all, to tell the share
// of nginx that is Node.js's own from the share our code costs.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [manifestFile, port] = process.argv.slice(2)
/** @type {{ path: string, file: string, headers: string[] }[]} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const answers = new Map(manifest.map((answer) => [answer.path, { ...answer, body: readFileSync(answer.file) }]))

createServer((req, res) => {
  const answer = answers.get(req.url)
  if (!answer) {
    res.writeHead(req.url === '/ready' ? 200 : 404).end()
    return
  }
  res.writeHead(200, answer.headers)
  res.end(answer.body)
}).listen(Number(port), '127.0.0.1')
process.once('SIGTERM', () => process.exit(0))
