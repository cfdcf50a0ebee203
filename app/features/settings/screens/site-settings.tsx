import { ArrowRight, Megaphone } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { NewsletterSettingsForm } from './newsletter-settings-form.tsx'
import { SiteSettingsForm } from './site-settings-form.tsx'
import { useSiteSettings } from './use-site-settings.ts'

/** The settings screen, for super_admins. */
export function SiteSettings() {
  const t = useT()
  const settings = useSiteSettings()
  return (
    <>
      <PageHeader title={t('admin.settings.title')} subtitle={t('admin.settings.subtitle')} />
      <div className="grid max-w-4xl gap-6">
        {settings.isError ? (
          <QueryError
            title={t('admin.settings.loadFailed')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data ? (
          <>
            <SiteSettingsForm settings={settings.data} />
            <NewsletterSettingsForm settings={settings.data} />
          </>
        ) : (
          <Card aria-busy="true" aria-label={t('admin.common.loading')} className="grid gap-4 p-5">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </Card>
        )}
        <AdvertisementsCard />
      </div>
    </>
  )
}

/** Advertisements have their own screen: say so, and lead there. */
function AdvertisementsCard() {
  const t = useT()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-5 text-brand" aria-hidden />
          {t('admin.settings.ads')}
        </CardTitle>
        <CardDescription>{t('admin.settings.adsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/admin/advertisements" className={buttonVariants({ variant: 'outline' })}>
          {t('admin.settings.adsLink')}
          <ArrowRight aria-hidden />
        </Link>
      </CardContent>
    </Card>
  )
}
