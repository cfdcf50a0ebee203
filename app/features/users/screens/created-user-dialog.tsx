import { Copy, KeyRound } from 'lucide-react'
import { Button } from '#app/ui/admin/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { displayName } from '#app/features/auth/public.ts'
import type { CreatedUser } from '#app/features/users/user.types.ts'

/** User Created Successfully: the temporary password, shown once, with a copy button. */
export function CreatedUserDialog({ user, onClose }: { user: CreatedUser | null; onClose: () => void }) {
  const t = useT()
  const copy = async (password: string) => {
    try {
      await navigator.clipboard.writeText(password)
      toast({ title: t('admin.users.copied'), description: t('admin.users.copiedDescription') })
    } catch {
      toast({ variant: 'destructive', title: t('admin.common.error'), description: t('admin.users.copyFailed') })
    }
  }
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')}>
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('admin.users.created.title')}</DialogTitle>
              <DialogDescription>{t('admin.users.created.description', { name: displayName(user) })}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <p className="text-sm font-medium" id="temporary-password-label">
                {t('admin.users.created.passwordLabel')}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <code
                  aria-labelledby="temporary-password-label"
                  data-testid="temporary-password"
                  className="flex-1 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 font-mono text-lg break-all select-all"
                >
                  {user.temporaryPassword}
                </code>
                <Button variant="outline" onClick={() => void copy(user.temporaryPassword)}>
                  <Copy aria-hidden />
                  {t('admin.users.created.copy')}
                </Button>
              </div>
            </div>
            <p className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('admin.users.created.notice')}
            </p>
            <DialogFooter>
              <Button onClick={onClose}>{t('admin.users.created.done')}</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
