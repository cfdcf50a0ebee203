import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '#app/utils/constants.ts'
import { addTextsJson, translate } from './dictionaries.ts'
import type { TranslationKey } from './text-keys.ts'
import { isLanguage, languageNamedIn, type Language } from './language.ts'

export { translate }

export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string

interface LanguageContextValue {
  language: Language
  setLanguage: (language: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

/** The cookie the server reads the language from (language.server.ts). */
const languageCookie = (language: Language) => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`

/** Remember the choice in localStorage, and in the cookie the server reads. */
function persistLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage may be unavailable (private mode); the cookie still works
  }
  document.cookie = languageCookie(language)
}

/**
 * On a page opened at `?lang=` (a shared link): persistLanguage as an inline script for
 * the head, run while the page is read, so a link followed before the page's scripts
 * start (docs/decisions/018-scripts-after-load.md) asks for the same language.
 */
export function LanguageOfAddressScript() {
  const named = languageNamedIn(useLocation().search)
  if (!named) return null
  const [key, value, cookie] = [LANGUAGE_STORAGE_KEY, named, languageCookie(named)].map((s) => JSON.stringify(s))
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `try{localStorage.setItem(${key},${value})}catch(e){}document.cookie=${cookie}`,
      }}
    />
  )
}

/**
 * The reader's language and its texts, both from the root loader. Choosing the other
 * language stores it and reloads the page's data, which brings the texts and the
 * articles' fields of that language at once.
 */
export function LanguageProvider({
  language,
  texts,
  children,
}: {
  language: Language
  /** the public texts of `language`, as JSON */
  texts: string | undefined
  children: ReactNode
}) {
  if (texts) addTextsJson(language, texts)
  const revalidator = useRevalidator()
  const navigate = useNavigate()

  const setLanguage = useCallback(
    (next: Language) => {
      persistLanguage(next)
      const url = new URL(window.location.href)
      if (url.searchParams.has('lang')) {
        // ?lang= of a shared link would keep winning over the new choice
        url.searchParams.delete('lang')
        void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true, preventScrollReset: true })
      } else if (next !== language) {
        void revalidator.revalidate()
      }
    },
    [language, navigate, revalidator],
  )

  // On first load: a choice kept in localStorage wins over a missing or stale cookie.
  useEffect(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    } catch {
      stored = null
    }
    const fromQuery = languageNamedIn(window.location.search)
    // kept already by the head's script (LanguageOfAddressScript) of a page loaded at it
    if (fromQuery) persistLanguage(fromQuery)
    else if (isLanguage(stored) && stored !== language) setLanguage(stored)
    else persistLanguage(language)
    // only once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext)
  if (!value) throw new Error('useLanguage() needs a <LanguageProvider>')
  return value
}

/** `t('key', {param})` in the chosen language. */
export function useT(): Translate {
  const { language } = useLanguage()
  return useCallback<Translate>((key, params) => translate(language, key, params), [language])
}
