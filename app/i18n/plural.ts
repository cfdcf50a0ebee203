import type { Translate } from './i18n.tsx'
import type { TranslationKey } from './text-keys.ts'
import { intlLocale, type Language } from './language.ts'

/**
 * The one home of counted texts ("1 λεπτό" / "5 λεπτά", "1 article" / "5 articles"):
 * a counted text is two dictionary keys, `<base>.one` and `<base>.other`, and
 * Intl.PluralRules of the language picks one. Greek and English have only these two
 * forms for whole numbers; a language with more would add its keys here.
 */
export type PluralForm = 'one' | 'other'

/** A base whose `.one` and `.other` texts both exist in the dictionaries. */
export type PluralKey = BaseOf<TranslationKey>
type BaseOf<K> = K extends `${infer Base}.other` ? (`${Base}.one` extends TranslationKey ? Base : never) : never

const rules = new Map<Language, Intl.PluralRules>()
const numberFormats = new Map<Language, Intl.NumberFormat>()

/** A whole number with the language's digit grouping ("1.234" / "1,234"). */
export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language))
    numberFormats.set(language, format)
  }
  return format.format(value)
}

export function pluralForm(count: number, language: Language): PluralForm {
  let rule = rules.get(language)
  if (!rule) {
    rule = new Intl.PluralRules(intlLocale(language))
    rules.set(language, rule)
  }
  return rule.select(count) === 'one' ? 'one' : 'other'
}

/**
 * `t('<base>.one' | '<base>.other', {count, ...params})` for `count`, the count written
 * with the language's digit grouping ("1.234" / "1,234").
 */
export function countText(
  t: Translate,
  language: Language,
  base: PluralKey,
  count: number,
  params?: Record<string, string | number>,
): string {
  const key = `${base}.${pluralForm(count, language)}` as TranslationKey
  return t(key, { ...params, count: formatNumber(count, language) })
}
