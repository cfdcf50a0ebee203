import { FileQuestion } from 'lucide-react'
import { data, Link } from 'react-router'
import type { Route } from './+types/not-found'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { PageTitle } from '#app/ui/admin/page-title.tsx'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { getStaffUser } from '#app/features/auth/public.server.ts'

/** /admin/* with no screen: 404 for staff; without a session the layout shows the login. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getStaffUser(request)
  return user ? data(null, { status: 404 }) : null
}

export const meta: Route.MetaFunction = adminMeta

export default function AdminNotFound() {
  const t = useT()
  return (
    <div className="mx-auto mt-12 max-w-md text-center">
      <PageTitle title={t('admin.notFound.title')} />
      <FileQuestion className="mx-auto size-12 text-neutral-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('admin.notFound.title')}</h1>
      <p className="mt-2 text-neutral-600">{t('admin.notFound.text')}</p>
      <Link to="/admin/dashboard" className={buttonVariants({ className: 'mt-6' })}>
        {t('admin.notFound.back')}
      </Link>
    </div>
  )
}
