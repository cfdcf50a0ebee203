import { Shield, ShieldCheck, UserPen } from 'lucide-react'
import { Card } from '#app/ui/admin/card.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { Role } from '#db/schema/enums.ts'
import { countByRole } from './filter-users.ts'
import type { AdminUser } from '#app/features/users/user.types.ts'

const CARDS = [
  { role: 'super_admin', icon: ShieldCheck },
  { role: 'editor', icon: Shield },
  { role: 'contributor', icon: UserPen },
] as const satisfies readonly { role: Role; icon: unknown }[]

/** Super Admins, Editors, Contributors: over all users, whatever the filters. */
export function RoleCountCards({ users }: { users: AdminUser[] | undefined }) {
  const t = useT()
  const counts = users ? countByRole(users) : null
  return (
    <ul className="mb-6 grid gap-4 sm:grid-cols-3">
      {CARDS.map(({ role, icon: Icon }) => (
        <li key={role}>
          <Card className="flex items-center justify-between p-5">
            <dl>
              <dt className="text-sm font-medium text-neutral-500">{t(`admin.users.count.${role}`)}</dt>
              <dd className="mt-1 text-3xl font-bold">
                {counts ? counts[role] : <Skeleton className="mt-2 h-8 w-12" />}
              </dd>
            </dl>
            <Icon className="size-8 text-brand/70" aria-hidden />
          </Card>
        </li>
      ))}
    </ul>
  )
}
