import type { z } from 'zod'
import { AppError } from '#app/utils/app-error.ts'
import { parseId } from '#app/utils/ids.ts'

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

/** The id a path names (the one id rule, app/utils/ids.ts), or 404: a malformed id names nothing. */
export function pathId(value: unknown): number {
  const id = parseId(value)
  if (id === null) throw new AppError('NOT_FOUND', 'Not found')
  return id
}
