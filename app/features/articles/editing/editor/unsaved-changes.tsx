import { useEffect, useRef } from 'react'
import { useBlocker, type Blocker } from 'react-router'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#app/ui/admin/alert-dialog.tsx'
import { useT } from '#app/i18n/i18n.tsx'

/**
 * Unsaved changes: leaving for another screen asks first (useBlocker), and so does
 * closing or reloading the tab (beforeunload). A navigation the form starts itself
 * after saving is let through.
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; allowNavigation: () => void } {
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // older browsers show the prompt only with a returnValue
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return {
    blocker,
    allowNavigation: () => {
      allowed.current = true
    },
  }
}

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const t = useT()
  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset()
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.editor.leaveTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('admin.editor.leaveText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>{t('admin.editor.stay')}</AlertDialogCancel>
          <AlertDialogAction className="bg-red-600 hover:bg-red-700" onClick={() => blocker.proceed?.()}>
            {t('admin.editor.leave')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
