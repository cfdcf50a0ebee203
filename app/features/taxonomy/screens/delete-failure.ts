import { isApiError } from '#app/ui/admin/api-client.ts'

const REFUSAL = 'Cannot delete category'

/**
 * A failed category delete: an error that says 'Cannot delete category'
 * is shown as the server wrote it; otherwise a 400's JSON message; otherwise null (the
 * screen's 'Failed to delete category.').
 */
export function categoryDeleteFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return null
  if (error.message.includes(REFUSAL)) return error.serverMessage ?? error.message
  if (error.status === 400 && error.serverMessage) return error.serverMessage
  return null
}
