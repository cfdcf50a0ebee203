import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { apiRequest, ApiError, errorFromResponse, isUnauthorizedError } from './api-client.ts'

describe('errorFromResponse', () => {
  test('a JSON message is shown as is, with the field messages of a 400', async () => {
    const error = await errorFromResponse(
      Response.json({ message: 'Invalid input', errors: { email: 'Invalid email address', n: 3 } }, { status: 400 }),
    )
    expect(error.message).toBe('Invalid input')
    expect(error.serverMessage).toBe('Invalid input')
    expect(error.status).toBe(400)
    expect(error.fieldErrors).toEqual({ email: 'Invalid email address' })
  })

  test('keeps the codes the admin translates, with their parameters', async () => {
    const error = await errorFromResponse(
      Response.json(
        {
          message: 'At most 80 characters',
          code: 'input.tooLong',
          params: { max: 80 },
          errors: { firstName: 'At most 80 characters' },
          fieldCodes: { firstName: 'input.tooLong' },
          fieldParams: { firstName: { max: 80 } },
        },
        { status: 400 },
      ),
    )
    expect(error.code).toBe('input.tooLong')
    expect(error.params).toEqual({ max: 80 })
    expect(error.fieldCodes).toEqual({ firstName: 'input.tooLong' })
    expect(error.fieldParams).toEqual({ firstName: { max: 80 } })
    expect((await errorFromResponse(new Response('oops', { status: 502 }))).code).toBeNull()
  })

  test('otherwise "{status}: {body}", the body falling back to the status text', async () => {
    expect((await errorFromResponse(new Response('<h1>oops</h1>', { status: 502 }))).message).toBe('502: <h1>oops</h1>')
    const empty = await errorFromResponse(new Response('', { status: 503, statusText: 'Service Unavailable' }))
    expect(empty.message).toBe('503: Service Unavailable')
    expect(empty.serverMessage).toBeNull()
  })
})

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const location = { href: 'http://localhost/admin/users' }

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('window', { location })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  test('sends JSON with the same-origin cookies and parses the answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 7 }))
    await expect(apiRequest('PUT', '/api/admin/users/7', { firstName: 'A' })).resolves.toEqual({ id: 7 })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/users/7')
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"firstName":"A"}' })
  })

  test('an unparseable success answer is still a success', async () => {
    fetchMock.mockResolvedValue(new Response('OK'))
    await expect(apiRequest('POST', '/api/admin/change-temp-password', {})).resolves.toBeNull()
  })

  test('a 401 of a sign-in call is only an error: no redirect', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Invalid email or password' }, { status: 401 }))
    const error = await apiRequest('POST', '/api/admin/login', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(isUnauthorizedError(error)).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(location.href).toBe('http://localhost/admin/users')
  })

  test('a 401 of any other admin call goes to /api/login after 500 ms', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Unauthorized' }, { status: 401 }))
    await expect(apiRequest('GET', '/api/admin/users')).rejects.toThrow('Unauthorized')
    vi.advanceTimersByTime(499)
    expect(location.href).toBe('http://localhost/admin/users')
    vi.advanceTimersByTime(1)
    expect(location.href).toBe('/api/login')
  })
})
