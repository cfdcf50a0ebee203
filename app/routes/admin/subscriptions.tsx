import { data } from 'react-router'
import type { Route } from './+types/subscriptions'
import { adminMeta } from '#app/admin/shared/admin-meta.ts'
import { Subscriptions } from '#app/admin/screens/subscriptions/subscriptions.tsx'
import { can } from '#app/modules/auth/permissions.ts'
import { getStaffUser } from '#app/modules/auth/session.server.ts'

/** Layout loaders do not protect children: this one checks the session and the role itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getStaffUser(request)
  // signed in without the role: the page says 'Access Denied', with the matching status
  if (user && !can(user.role, 'subscriptions.manage')) return data({ signedIn: true }, { status: 403 })
  return { signedIn: user !== null }
}

export const meta: Route.MetaFunction = adminMeta

export default function SubscriptionsRoute() {
  return <Subscriptions />
}
