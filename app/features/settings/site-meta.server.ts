import type { MetaDescriptor } from 'react-router'
import { getRequestLanguage } from '#app/i18n/language.server.ts'
import { getPublicSettings } from './settings.server.ts'
import { publicTexts as en } from './texts.en.ts'
import { publicTexts as gr } from './texts.gr.ts'
import { getConfig } from '#app/utils/config.server.ts'
import { pageMeta, type PageSeo, type SeoContext } from '#app/utils/seo.ts'

/** What page metadata needs of a request: its language, the site's name and address. */
export async function requestSeoContext(request: Request): Promise<SeoContext> {
  const language = getRequestLanguage(request)
  const { siteName } = await getPublicSettings()
  return {
    language,
    siteName: siteName.trim() || (language === 'en' ? en : gr)['site.defaultName'],
    publicUrl: getConfig().publicUrl,
    // a data request keeps the page's query (`/_.data?lang=en`)
    explicitEnglish: new URL(request.url).searchParams.get('lang') === 'en',
  }
}

/** For a loader: the page's metadata descriptors, built from its request. */
export async function requestPageMeta(
  request: Request,
  page: PageSeo | ((context: SeoContext) => PageSeo),
): Promise<MetaDescriptor[]> {
  const context = await requestSeoContext(request)
  return pageMeta(context, typeof page === 'function' ? page(context) : page)
}
