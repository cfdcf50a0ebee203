import type { Translate } from '#app/i18n/i18n.tsx'
import { apiRequest, errorFromResponse, type ApiError } from '#app/ui/admin/api-client.ts'
import { errorText } from '#app/ui/admin/feedback.ts'

/** Progress after each step of the upload. */
export const UPLOAD_PROGRESS = { requested: 10, addressReceived: 30, sent: 70, registered: 100 } as const

/** Which of the three steps failed, with the transfer's status and answer (or the network's error). */
export class UploadError extends Error {
  readonly step: 'address' | 'transfer' | 'register'
  readonly status: number | null
  readonly answer: ApiError | string

  constructor(step: UploadError['step'], status: number | null = null, answer: ApiError | string = '') {
    super(`upload failed at ${step}`)
    this.name = 'UploadError'
    this.step = step
    this.status = status
    this.answer = answer
  }
}

/**
 * What a failed transfer said, in the user's language: a JSON error by its code
 * (app/ui/admin/feedback.ts), else the raw text as it came.
 */
function transferDetail(t: Translate, answer: ApiError | string): string {
  if (typeof answer === 'string') return answer
  return errorText(t, answer) ?? answer.message.slice(`${answer.status}: `.length)
}

/**
 * The three-step upload: an upload address (POST /api/objects/upload),
 * the bytes PUT to it with the file's type, then registration (PUT /api/images) that
 * answers with the stored path.
 */
export async function uploadFile(
  file: File,
  options: { maxSize: number; onProgress?: (percent: number) => void },
): Promise<{ objectPath: string }> {
  const progress = options.onProgress ?? (() => {})
  progress(UPLOAD_PROGRESS.requested)
  let uploadURL: string
  try {
    const answer = await apiRequest<{ uploadURL?: string } | null>('POST', '/api/objects/upload', {
      maxSize: options.maxSize,
    })
    if (!answer?.uploadURL) throw new Error('no uploadURL')
    uploadURL = answer.uploadURL
  } catch {
    throw new UploadError('address')
  }
  progress(UPLOAD_PROGRESS.addressReceived)

  let sent: Response
  try {
    sent = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    })
  } catch (error) {
    throw new UploadError('transfer', 0, error instanceof Error ? error.message : '')
  }
  if (!sent.ok) throw new UploadError('transfer', sent.status, await errorFromResponse(sent))
  progress(UPLOAD_PROGRESS.sent)

  try {
    const registered = await apiRequest<{ objectPath?: string } | null>('PUT', '/api/images', {
      imageURL: uploadURL.split('?')[0],
      fileName: file.name,
    })
    if (!registered?.objectPath) throw new Error('no objectPath')
    progress(UPLOAD_PROGRESS.registered)
    return { objectPath: registered.objectPath }
  } catch {
    throw new UploadError('register')
  }
}

/** Upload failure: the message for the step that failed. */
export function uploadErrorMessage(t: Translate, error: unknown): string {
  if (error instanceof UploadError) {
    if (error.step === 'address') return t('admin.upload.noUploadUrl')
    if (error.step === 'transfer') {
      return t('admin.upload.putFailed', { status: error.status ?? 0, text: transferDetail(t, error.answer) })
    }
  }
  return t('admin.upload.processFailed')
}
