import { pino, type Logger } from 'pino'
import { readableStdout } from './log-lines.server.ts'
import { remember } from './remember.server.ts'

/**
 * The process logger (pino): JSON lines, and readable lines on the development server.
 * Its level is set from LOG_LEVEL at start.
 */
export const logger: Logger = remember('logger', () =>
  pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    process.env.NODE_ENV === 'development' ? readableStdout : undefined,
  ),
)
