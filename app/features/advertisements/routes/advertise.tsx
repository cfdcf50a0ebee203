import { BarChart3, Clock, Languages, Mail, Smartphone, Users } from '#app/ui/icons.tsx'
import type { Route } from './+types/advertise'
import { pageTexts } from '#app/i18n/public-texts.server.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { usePublicSiteData } from '#app/features/settings/public.ts'
import { PageShell } from '#app/ui/page-shell.tsx'
import { loaderMeta, metaText } from '#app/utils/seo.ts'
import { requestPageMeta } from '#app/features/settings/public.server.ts'

/** The texts this page shows besides the shell's (public-texts.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageTexts(['advertise'])]

export async function loader({ request }: Route.LoaderArgs) {
  const meta = await requestPageMeta(request, (context) => ({
    title: metaText(context, 'advertise.title'),
    description: metaText(context, 'advertise.intro'),
    path: '/advertise',
  }))
  return { meta }
}

export const meta: Route.MetaFunction = loaderMeta

const BENEFITS = [
  { icon: Users, title: 'advertise.benefit.audience', text: 'advertise.benefit.audienceText' },
  { icon: Languages, title: 'advertise.benefit.bilingual', text: 'advertise.benefit.bilingualText' },
  { icon: Smartphone, title: 'advertise.benefit.mobile', text: 'advertise.benefit.mobileText' },
  { icon: BarChart3, title: 'advertise.benefit.reports', text: 'advertise.benefit.reportsText' },
] as const satisfies readonly { title: TranslationKey; text: TranslationKey; icon: unknown }[]

const OPTIONS = [
  { title: 'advertise.option.header', text: 'advertise.option.headerText' },
  { title: 'advertise.option.homepage', text: 'advertise.option.homepageText' },
  { title: 'advertise.option.between', text: 'advertise.option.betweenText' },
  { title: 'advertise.option.footer', text: 'advertise.option.footerText' },
] as const satisfies readonly { title: TranslationKey; text: TranslationKey }[]

export default function Advertise() {
  const t = useT()
  const email = usePublicSiteData().settings.contactEmail.trim()
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('advertise.subject'))}`
  return (
    <PageShell title={t('advertise.title')}>
      <p className="text-lg text-neutral-700">{t('advertise.intro')}</p>

      <section aria-labelledby="benefits" className="mt-10">
        <h2 id="benefits" className="font-serif text-2xl font-bold">
          {t('advertise.benefitsTitle')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-neutral-200 p-4">
              <Icon className="size-6 text-brand" aria-hidden />
              <h3 className="mt-2 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-neutral-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="options" className="mt-10">
        <h2 id="options" className="font-serif text-2xl font-bold">
          {t('advertise.optionsTitle')}
        </h2>
        <ul className="mt-5 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {OPTIONS.map(({ title, text }) => (
            <li key={title} className="p-4">
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-neutral-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="inquiry" className="mt-10 rounded-lg bg-neutral-900 p-6 text-white">
        <h2 id="inquiry" className="font-serif text-2xl font-bold">
          {t('advertise.contactTitle')}
        </h2>
        <p className="mt-2 text-neutral-300">{t('advertise.contactText')}</p>
        {email ? (
          <a
            href={mailto}
            className="mt-5 inline-flex items-center gap-2 rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            <Mail className="size-4" aria-hidden />
            {t('advertise.cta')}
          </a>
        ) : (
          <p role="note" className="mt-5 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t('advertise.noEmail')}
          </p>
        )}
        <p className="mt-4 flex items-center gap-2 text-sm text-neutral-300">
          <Clock className="size-4" aria-hidden />
          {t('advertise.reply')}
        </p>
      </section>
    </PageShell>
  )
}
