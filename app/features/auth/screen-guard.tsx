import type { ReactNode } from 'react'
import { useT, type Translate } from '#app/i18n/i18n.tsx'
import type { ScreenAccess } from './screen-guard.server.ts'
import { AccessDenied } from '#app/ui/admin/access-denied.tsx'

/**
 * The screen, or Access Denied, as the route's loader decided (requireAdminScreen):
 * screens do not check the role themselves. `denied` is the screen's own explanation.
 */
export function ScreenGuard({
  access,
  denied = (t) => t('admin.common.accessDenied'),
  children,
}: {
  access: ScreenAccess
  denied?: (t: Translate) => string
  children: ReactNode
}) {
  const t = useT()
  return access.allowed ? children : <AccessDenied message={denied(t)} />
}
