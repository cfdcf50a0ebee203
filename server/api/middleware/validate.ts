import type { z } from 'zod'
import { AppError } from '#app/utils/app-error.ts'

/** Parse input with an area's zod schema; failures become 400 with the spec's field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body'
    fields[key] ??= issue.message
  }
  throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid input', fields)
}

/** A positive integer id from the path, or 404. */
export function parseId(value: unknown): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND', 'Not found')
  return id
}
