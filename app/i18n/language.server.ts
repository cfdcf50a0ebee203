import { LANGUAGE_COOKIE } from '#app/utils/constants.ts'
import { readCookie } from '#app/utils/cookies.ts'
import { isLanguage, languageNamedIn, toLanguage, type Language } from './language.ts'

/**
 * The reader's language: `?lang=` (shared links, hreflang), then the mirrored cookie,
 * then Greek. `url` is absolute or a path with its query; the page loaders and the
 * response cache's key (server/runtime/response-cache.ts) both choose with this.
 */
export function languageOfRequest(url: string, cookieHeader: string | null | undefined): Language {
  return chosenLanguageOfRequest(url, cookieHeader) ?? toLanguage(undefined)
}

/** The language a request names (`?lang=`, then the cookie), or null when it names none. */
export function chosenLanguageOfRequest(url: string, cookieHeader: string | null | undefined): Language | null {
  const query = url.indexOf('?')
  if (query !== -1) {
    const hash = url.indexOf('#', query)
    const fromQuery = languageNamedIn(url.slice(query + 1, hash === -1 ? undefined : hash))
    if (fromQuery) return fromQuery
  }
  const fromCookie = readCookie(cookieHeader, LANGUAGE_COOKIE)
  return isLanguage(fromCookie) ? fromCookie : null
}

/** The language of a page request (route loaders). */
export function getRequestLanguage(request: Request): Language {
  return languageOfRequest(request.url, request.headers.get('Cookie'))
}
