import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '#app/utils/constants.ts'
import { translate } from './dictionaries.ts'
import type { TranslationKey } from './en.ts'
import { htmlLang, isLanguage, type Language } from './language.ts'

export { translate }

export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string

interface LanguageContextValue {
  language: Language
  setLanguage: (language: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

/** Remember the choice where the spec keeps it (localStorage) and where the server reads it (cookie). */
function persistLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage may be unavailable (private mode); the cookie still works
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`
  document.documentElement.lang = htmlLang(language)
}

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initial)

  const setLanguage = useCallback((next: Language) => {
    persistLanguage(next)
    setLanguageState(next)
  }, [])

  // On first load: a choice kept in localStorage wins over a missing or stale cookie.
  useEffect(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    } catch {
      stored = null
    }
    const fromQuery = new URL(window.location.href).searchParams.get('lang')
    if (isLanguage(fromQuery)) persistLanguage(fromQuery)
    else if (isLanguage(stored) && stored !== initial) setLanguage(stored)
    else persistLanguage(initial)
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
