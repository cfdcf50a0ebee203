import { describe, expect, test } from 'vitest'
import { ApiError } from '#app/ui/admin/api-client.ts'
import { categoryDeleteFailureMessage } from './delete-failure.ts'

describe('category delete failure', () => {
  test("shows a 'Cannot delete category' refusal as it came", () => {
    const message = 'Cannot delete category: it has 1 sub-category. Delete or move them first.'
    expect(categoryDeleteFailureMessage(new ApiError(400, message, message, {}))).toBe(message)
    // also when the body was not JSON
    expect(categoryDeleteFailureMessage(new ApiError(500, '500: Cannot delete category now', null, {}))).toBe(
      '500: Cannot delete category now',
    )
  })

  test("uses a 400's message, and the screen's own text otherwise", () => {
    expect(categoryDeleteFailureMessage(new ApiError(400, 'Bad id', 'Bad id', {}))).toBe('Bad id')
    expect(categoryDeleteFailureMessage(new ApiError(404, 'Category not found', 'Category not found', {}))).toBeNull()
    expect(categoryDeleteFailureMessage(new ApiError(500, '500: oops', null, {}))).toBeNull()
    expect(categoryDeleteFailureMessage(new TypeError('Failed to fetch'))).toBeNull()
  })
})
