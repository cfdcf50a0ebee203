import { Link, useLocation } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import { screensFor } from '#app/features/auth/public.ts'
import { cn } from '#app/utils/cn.ts'
import { useStaffUser } from '#app/features/auth/public.ts'
import { activeScreenPath } from './active-screen.ts'
import { NAV_ICONS } from './nav-icons.ts'

/** The screens this user's role opens (the permission table), the current one marked. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT()
  const user = useStaffUser()
  const { pathname } = useLocation()
  const screens = screensFor(user.role)
  const active = activeScreenPath(
    pathname,
    screens.map((screen) => screen.path),
  )
  return (
    <nav aria-label={t('admin.shell.navLabel')}>
      <ul className="grid gap-1">
        {screens.map((screen) => {
          const Icon = NAV_ICONS[screen.icon]
          const current = screen.path === active
          return (
            <li key={screen.path}>
              <Link
                to={screen.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
                  current ? 'bg-brand text-white' : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {t(screen.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
