import { describe, expect, it } from 'vitest'
import { readableLogLine } from './log-lines.server.ts'

const at = new Date(2026, 10, 25, 10, 42, 7).getTime()

describe('the development log line', () => {
  it('reads an access line as time, level, request, status and duration', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      req: { id: 4, method: 'GET', url: '/admin', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12,
      msg: 'request completed',
    })
    expect(readableLogLine(json)).toBe('10:42:07 INFO  GET /admin 200 12 ms\n')
  })

  it('keeps the message, the other fields and an error stack on its own lines', () => {
    const json = JSON.stringify({
      level: 50,
      time: at,
      url: '/objects/a.jpg',
      err: { type: 'Error', message: 'EIO', stack: 'Error: EIO\n    at read' },
      msg: 'Sending a stored file failed',
    })
    expect(readableLogLine(json)).toBe(
      '10:42:07 ERROR Sending a stored file failed url="/objects/a.jpg"\nError: EIO\n    at read\n',
    )
  })
})
