import { isApiError } from '#app/admin/api/api-client.ts'

/**
 * The API's per-field messages of a 400, and a 409 (the e-mail is taken) put on the
 * e-mail field, for react-hook-form's setError.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!isApiError(error)) return []
  const found = fields.flatMap((field): [F, string][] => {
    const message = error.fieldErrors[field]
    return message ? [[field, message]] : []
  })
  const emailField = fields.find((field) => field === 'email')
  if (error.status === 409 && error.serverMessage && emailField && !found.some(([field]) => field === emailField)) {
    found.push([emailField, error.serverMessage])
  }
  return found
}
