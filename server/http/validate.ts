import type { z } from 'zod'
import { AppError } from '#app/utils/app-error.ts'
import { httpMessages, inputMessages } from '#app/utils/common-messages.ts'
import { parseId } from '#app/utils/ids.ts'
import { messageOfText, resolveMessage, type ResolvedMessage } from '#app/utils/messages.ts'

/** A zod issue's text with its catalogue code; zod's own texts (no message of ours) get `input.invalid`. */
function issueMessage(text: string): ResolvedMessage {
  return messageOfText(text) ?? { code: inputMessages.invalid.code, message: text }
}

/** Parse input with an area's zod schema; failures become 400 with the schema's field messages and their codes. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields: Record<string, ResolvedMessage> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body'
    fields[key] ??= issueMessage(issue.message)
  }
  const first = result.error.issues[0]
  const message = first ? issueMessage(first.message) : resolveMessage(inputMessages.invalid)
  throw new AppError('BAD_REQUEST', message, { fields })
}

/** The id a path names (the one id rule, app/utils/ids.ts), or 404: a malformed id names nothing. */
export function pathId(value: unknown): number {
  const id = parseId(value)
  if (id === null) throw new AppError('NOT_FOUND', httpMessages.notFound)
  return id
}
