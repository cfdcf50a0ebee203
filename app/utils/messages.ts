/**
 * Message catalogues (docs/decisions/005-error-codes.md): each area names its
 * messages once, as a stable code and its text. The schemas and the services
 * use the catalogue entry, so the API answers `{message, code}` from one place, and
 * the admin translates the code (`admin.error.<code>` in each feature's texts.{en,gr}.ts), never the text.
 */
export type MessageParams = Readonly<Record<string, string | number>>

export interface CatalogueMessage {
  /** stable key, `<area>.<name>`, sent to clients as `code` */
  readonly code: string
  /** the text, as the API sends it; `{name}` marks a parameter */
  readonly text: string
}

/** A message as it leaves the server: code, final text, and the parameters the text was filled with. */
export interface ResolvedMessage {
  readonly code: string
  readonly message: string
  readonly params?: MessageParams
}

const CATALOGUE = new Map<string, CatalogueMessage>()
/** final text → message, for the texts zod reports (a zod issue carries only its text) */
const BY_TEXT = new Map<string, ResolvedMessage>()

function fill(text: string, params: MessageParams | undefined): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}

/**
 * An area's catalogue: `defineMessages('article', {notFound: 'Article not found'})`.
 * Loading it again (hot reload in development) replaces the same entries.
 */
export function defineMessages<const T extends Record<string, string>>(
  area: string,
  texts: T,
): { readonly [K in keyof T]: CatalogueMessage } {
  const entries = Object.entries(texts).map(([name, text]) => {
    const message: CatalogueMessage = { code: `${area}.${name}`, text }
    CATALOGUE.set(message.code, message)
    if (!/\{\w+\}/.test(text)) BY_TEXT.set(text, { code: message.code, message: text })
    return [name, message] as const
  })
  return Object.fromEntries(entries) as { readonly [K in keyof T]: CatalogueMessage }
}

/** The message with its parameters filled in. */
export function resolveMessage(message: CatalogueMessage, params?: MessageParams): ResolvedMessage {
  const text = fill(message.text, params)
  return params ? { code: message.code, message: text, params } : { code: message.code, message: text }
}

/**
 * The text a schema reports for this message (zod takes a string): the same text
 * is then known by its code when the API answers (codeOfText).
 */
export function schemaText(message: CatalogueMessage, params?: MessageParams): string {
  const resolved = resolveMessage(message, params)
  if (params) BY_TEXT.set(resolved.message, resolved)
  return resolved.message
}

/** The catalogue message a schema reported with this text, or undefined for zod's own texts. */
export function messageOfText(text: string): ResolvedMessage | undefined {
  return BY_TEXT.get(text)
}

/** Every message defined so far (the catalogues loaded in this process). */
export function allMessages(): CatalogueMessage[] {
  return [...CATALOGUE.values()]
}
