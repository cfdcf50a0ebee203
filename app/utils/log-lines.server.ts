/**
 * The development server's log (`npm run dev`): one readable line per entry instead of
 * pino's JSON, e.g. `10:42:07 INFO  GET /admin 200 12 ms`. Production keeps JSON lines.
 */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
}

interface LogEntry {
  level: number
  time: number
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { stack?: string; message?: string }
  [key: string]: unknown
}

export function readableLogLine(json: string): string {
  const { level, time, msg, req, res, responseTime, err, ...rest } = JSON.parse(json) as LogEntry
  const parts = [new Date(time).toTimeString().slice(0, 8), LEVEL_NAMES[level] ?? String(level)]
  if (req) parts.push(`${req.method ?? ''} ${req.url ?? ''}`)
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode))
  if (responseTime !== undefined) parts.push(`${responseTime} ms`)
  // an access line says enough with its request and status
  if (msg && !(req && msg === 'request completed')) parts.push(msg)
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}=${JSON.stringify(value)}`)
  const stack = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : ''
  return `${parts.join(' ')}${stack}\n`
}

/** A pino destination writing readable lines on stdout. */
export const readableStdout = {
  write(json: string): void {
    process.stdout.write(readableLogLine(json))
  },
}
