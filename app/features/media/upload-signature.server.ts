import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The local driver's upload addresses carry `expires` (Unix seconds) and an HMAC-SHA256
 * signature over the object key, that expiry and the upload's size limit, so none of
 * them can be changed without the server's secret.
 */
export interface UploadSignatureInput {
  key: string
  /** Unix time in seconds */
  expires: number
  maxSize: number
}

export function signUpload(secret: string, input: UploadSignatureInput): string {
  return createHmac('sha256', secret).update(`upload\n${input.key}\n${input.expires}\n${input.maxSize}`).digest('hex')
}

export function isValidUploadSignature(secret: string, input: UploadSignatureInput, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false
  const expected = Buffer.from(signUpload(secret, input), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
