import { useMutation } from '@tanstack/react-query'
import { LogOut, Menu } from 'lucide-react'
import { LanguageSwitcher } from '#app/ui/language-switcher.tsx'
import { Button } from '#app/ui/admin/button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { displayName, useStaffUser } from '#app/features/auth/public.ts'
import { UserAvatar } from '#app/ui/admin/user-avatar.tsx'

/** Logout returns to /admin, also when the call fails. */
const AFTER_LOGOUT_URL = '/admin'

export function AdminHeader({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const t = useT()
  const user = useStaffUser()
  const name = displayName(user)
  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSettled: () => {
      window.location.href = AFTER_LOGOUT_URL
    },
  })
  // the choice is remembered on the user, for the mails sent to them; a failure keeps the screen's choice
  const rememberLanguage = useMutation({
    mutationFn: (language: Language) => apiRequest('PUT', '/api/admin/profile/language', { language }),
  })
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-neutral-200 bg-white/95 px-4 backdrop-blur md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-expanded={menuOpen}
        aria-label={t('admin.shell.openMenu')}
        onClick={onOpenMenu}
      >
        <Menu aria-hidden />
      </Button>
      <div className="flex min-w-0 flex-1 items-center justify-end gap-3">
        <div className="flex min-w-0 items-center gap-2" title={t('admin.shell.signedInAs', { name })}>
          <UserAvatar user={user} className="size-8 text-sm" />
          <div className="hidden min-w-0 leading-tight sm:block">
            <p className="truncate text-sm font-semibold" data-testid="admin-user-name" data-content>
              {name}
            </p>
            <p className="truncate text-xs text-neutral-500">{t(`admin.role.${user.role}`)}</p>
          </div>
        </div>
        <LanguageSwitcher onChoose={(language) => rememberLanguage.mutate(language)} />
        <Button
          variant="outline"
          size="sm"
          onClick={() => logout.mutate()}
          disabled={logout.isPending || logout.isSuccess}
          aria-label={t('admin.shell.logout')}
        >
          <LogOut aria-hidden />
          <span className="hidden sm:inline">
            {logout.isPending ? t('admin.shell.loggingOut') : t('admin.shell.logout')}
          </span>
        </Button>
      </div>
    </header>
  )
}
