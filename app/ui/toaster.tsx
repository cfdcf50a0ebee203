import { useT } from '#app/i18n/i18n.tsx'
import { TOAST_DURATION_MS } from '#app/utils/constants.ts'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx'
import { dismissToast, useToast } from './use-toast.ts'

/** Toasts: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = ['F8']

export function Toaster() {
  const t = useT()
  const { toasts } = useToast()
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id)
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose aria-label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={t('toast.viewport')} />
    </ToastProvider>
  )
}
