import { describe, expect, it } from 'vitest'
import { bytesOfResponse, pageResponse } from './rendered-bytes.ts'

describe('the bytes of a rendered page', () => {
  it('are the very bytes React wrote, not a copy read back from the Response', async () => {
    const body = Buffer.from('<!DOCTYPE html><html lang="el"><title>Αρχική</title></html>')
    const response = pageResponse(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    expect(await bytesOfResponse(response)).toBe(body)
    expect(response.status).toBe(200)
  })

  it('are read from any other Response as usual', async () => {
    const response = new Response('Not Found', { status: 404 })
    expect((await bytesOfResponse(response)).toString()).toBe('Not Found')
  })

  it('stay readable by anything else that reads the Response (the admin goes through Express)', async () => {
    const body = Buffer.from('<p>Καλημέρα</p>')
    expect(await pageResponse(body, { status: 200 }).text()).toBe('<p>Καλημέρα</p>')
  })
})
