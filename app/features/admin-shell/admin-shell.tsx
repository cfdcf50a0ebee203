import { useState, type ReactNode } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import { AdminHeader } from './admin-header.tsx'
import { AdminSidebar, MobileSidebar } from './admin-sidebar.tsx'

export const ADMIN_MAIN_ID = 'admin-main'

/** Sidebar (a drawer on phones), header, and the screen. */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className="flex min-h-screen bg-neutral-50">
      <a
        href={`#${ADMIN_MAIN_ID}`}
        className="sr-only z-50 rounded bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('admin.shell.skipToContent')}
      </a>
      <AdminSidebar />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main id={ADMIN_MAIN_ID} tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  )
}
