import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { LANGUAGE_CODES, type Language } from '#app/i18n/language.ts'

/**
 * gr / en: the choice is kept in localStorage and a cookie, and applied to <html lang>;
 * `onChoose` hears each choice too (the admin remembers it on the signed-in user).
 */
export function LanguageSwitcher({ onChoose }: { onChoose?: (language: Language) => void } = {}) {
  const t = useT()
  const { language, setLanguage } = useLanguage()
  return (
    <div
      // its buttons name each language in itself ("ΕΛ", "EN"): the one-language check skips it
      data-language-switcher
      role="group"
      aria-label={t('language.label')}
      // the chosen language's button is the pressed one (aria-pressed), in the brand's colour
      className="language-switch"
    >
      {LANGUAGE_CODES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'gr' ? 'el' : 'en'}
          aria-pressed={language === code}
          title={t(code === 'gr' ? 'language.gr' : 'language.en')}
          onClick={() => {
            setLanguage(code)
            onChoose?.(code)
          }}
        >
          {code === 'gr' ? 'ΕΛ' : 'EN'}
        </button>
      ))}
    </div>
  )
}
