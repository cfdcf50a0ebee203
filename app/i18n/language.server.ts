import { LANGUAGE_COOKIE } from '#app/utils/constants.ts'
import { isLanguage, toLanguage, type Language } from './language.ts'

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** The reader's language: `?lang=` (shared links, hreflang), then the mirrored cookie, then Greek. */
export function getRequestLanguage(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get('lang')
  if (isLanguage(fromQuery)) return fromQuery
  return toLanguage(readCookie(request.headers.get('Cookie'), LANGUAGE_COOKIE))
}
