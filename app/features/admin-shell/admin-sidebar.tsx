import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ExternalLink, Newspaper, X } from 'lucide-react'
import { Link } from 'react-router'
import { DialogOverlay, DialogPortal } from '#app/ui/admin/dialog.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { AdminNav } from './admin-nav.tsx'

function Brand() {
  const t = useT()
  return (
    <Link to="/admin/dashboard" className="flex items-center gap-2 px-3 text-lg font-bold tracking-tight">
      <Newspaper className="size-6 text-brand" aria-hidden />
      {t('admin.shell.brand')}
    </Link>
  )
}

function ViewSiteLink() {
  const t = useT()
  return (
    <a
      href="/"
      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
    >
      <ExternalLink className="size-4" aria-hidden />
      {t('admin.shell.viewSite')}
    </a>
  )
}

/** Desktop: a fixed column. Phones use <MobileSidebar/>, opened from the header. */
export function AdminSidebar() {
  return (
    <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r border-neutral-200 bg-white py-5 md:flex">
      <Brand />
      <div className="flex-1 px-3">
        <AdminNav />
      </div>
      <div className="px-3">
        <ViewSiteLink />
      </div>
    </aside>
  )
}

/** The same navigation in a drawer (a modal dialog: focus stays inside, Escape closes it). */
export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay className="md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white py-5 shadow-xl focus:outline-none md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">{t('admin.shell.navLabel')}</DialogPrimitive.Title>
          <div className="flex items-center justify-between pr-3">
            <Brand />
            <DialogPrimitive.Close className="rounded-md p-2 text-neutral-600 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none">
              <X className="size-5" aria-hidden />
              <span className="sr-only">{t('admin.shell.closeMenu')}</span>
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 px-3">
            <AdminNav onNavigate={() => onOpenChange(false)} />
          </div>
          <div className="px-3">
            <ViewSiteLink />
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  )
}
