// before any admin module: zod parses without its eval probe (the CSP forbids eval)
import '#app/utils/zod-without-eval.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet } from 'react-router'
import type { Route } from './+types/layout'
// the admin's texts travel with the admin, not with every public page
import '#app/i18n/admin-texts.ts'
import { adminMeta } from '#app/ui/admin/admin-meta.ts'
import { AdminLogin } from '#app/features/sign-in/public.ts'
import { AdminShell } from './admin-shell.tsx'
import { StaffUserProvider } from '#app/features/auth/public.ts'
import { getStaffUser } from '#app/features/auth/public.server.ts'
import { createQueryClient } from '#app/ui/admin/query-client.ts'

/** Only the session: screens load their data in the browser (docs/architecture.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return { user: await getStaffUser(request) }
}

export const meta: Route.MetaFunction = adminMeta

/** Signed-in pages are personal: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

/** /admin and /admin/*: the three-step login without a staff session, the shell with one. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient)
  const { user } = loaderData
  return (
    <QueryClientProvider client={queryClient}>
      {user ? (
        <StaffUserProvider user={user}>
          <AdminShell>
            <Outlet />
          </AdminShell>
        </StaffUserProvider>
      ) : (
        <AdminLogin />
      )}
    </QueryClientProvider>
  )
}
