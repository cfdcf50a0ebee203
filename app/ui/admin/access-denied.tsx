import { ShieldX } from 'lucide-react'
import { useT } from '#app/i18n/i18n.tsx'
import { PageTitle } from './page-title.tsx'

/** What a staff user without the role sees instead of a screen. */
export function AccessDenied({ message }: { message: string }) {
  const t = useT()
  return (
    <div role="alert" className="mx-auto mt-12 max-w-md rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <PageTitle title={t('admin.common.accessDenied')} />
      <ShieldX className="mx-auto size-10 text-red-600" aria-hidden />
      <h1 className="mt-4 text-xl font-bold text-red-900">{t('admin.common.accessDenied')}</h1>
      <p className="mt-2 text-red-800">{message}</p>
    </div>
  )
}
