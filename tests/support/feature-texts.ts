import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AdminTranslationKey, PublicTranslationKey } from '#app/i18n/text-keys.ts'
import { PROJECT_ROOT } from './module-graph.ts'

type Texts = Record<string, string>

/**
 * Every text of one kind and language, read from the files the product finds them in
 * (the kernel's app/i18n/texts.{en,gr}.ts and each feature's), for tests that run
 * outside the bundler (Playwright), where the product's own file globs are not resolved.
 */
export async function allTexts<Kind extends 'public' | 'admin'>(
  kind: Kind,
  language: 'en' | 'gr',
): Promise<Readonly<Record<Kind extends 'public' ? PublicTranslationKey : AdminTranslationKey, string>>> {
  const features = path.join(PROJECT_ROOT, 'app', 'features')
  const files = [
    path.join(PROJECT_ROOT, 'app', 'i18n', `texts.${language}.ts`),
    ...readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === `texts.${language}.ts`)
      .map((file) => path.join(features, file)),
  ]
  const texts: Texts = {}
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, Texts | undefined>
    Object.assign(texts, module[`${kind}Texts`])
  }
  return texts as Readonly<Record<Kind extends 'public' ? PublicTranslationKey : AdminTranslationKey, string>>
}
