import { LANGUAGE_COOKIE } from '#app/utils/constants.ts'
import { readCookie } from '#app/utils/cookies.ts'
import { isLanguage, toLanguage, type Language } from './language.ts'

/** The reader's language: `?lang=` (shared links, hreflang), then the mirrored cookie, then Greek. */
export function getRequestLanguage(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get('lang')
  if (isLanguage(fromQuery)) return fromQuery
  return toLanguage(readCookie(request.headers.get('Cookie'), LANGUAGE_COOKIE))
}
