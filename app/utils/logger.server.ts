import { pino, type Logger } from 'pino'
import { readableStdout } from './log-lines.server.ts'
import { onePerProcess } from './one-per-process.server.ts'

/**
 * What a logged error keeps: what it is, where, and which statement failed; never the
 * values a statement was given (an e-mail, a password's hash: Drizzle writes them into
 * its message) nor the objects a driver hangs on it (node-postgres's client, with its
 * connection's cancel key).
 */
const LOGGED_ERROR_FIELDS = ['type', 'message', 'stack', 'code', 'constraint', 'severity', 'table', 'column', 'query']

export function loggedError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const all = pino.stdSerializers.err(error) as unknown as Record<string, unknown>
  const kept = Object.fromEntries(
    LOGGED_ERROR_FIELDS.filter((key) => all[key] !== undefined).map((key) => [key, all[key]]),
  )
  for (const key of ['message', 'stack'] as const) {
    if (typeof kept[key] === 'string') kept[key] = (kept[key] as string).replace(/\nparams: .*/g, '')
  }
  const { cause } = error as { cause?: unknown }
  if (cause instanceof Error) {
    const { stack: _stack, ...inner } = loggedError(cause)
    kept.cause = inner
  }
  return kept
}

/**
 * The process logger (pino): JSON lines, and readable lines on the development server.
 * Its level is set from LOG_LEVEL at start.
 */
export const logger: Logger = onePerProcess('logger', () =>
  pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
      base: undefined,
      serializers: { err: loggedError },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    process.env.NODE_ENV === 'development' ? readableStdout : undefined,
  ),
)
