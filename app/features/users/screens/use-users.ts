import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useT } from '#app/i18n/i18n.tsx'
import type { Role } from '#db/schema/enums.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { DASHBOARD_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import { toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import { USERS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'

/** After every user change: the list (and the dashboard's active-user figure) load again. */
export function useRefreshUsers(): () => Promise<void> {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
    ])
  }
}

/** The row actions: change the role, delete. */
export function useUserRowActions() {
  const t = useT()
  const refresh = useRefreshUsers()
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      apiRequest('PUT', `/api/admin/users/${id}/role`, { role }),
    onSuccess: () => toastSuccess(t, 'admin.users.toast.roleUpdated'),
    onError: (error) => toastFailure(t, 'admin.users.toast.roleFailed', error),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => toastSuccess(t, 'admin.users.toast.deleted'),
    onError: (error) => toastFailure(t, 'admin.users.toast.deleteFailed', error),
    onSettled: refresh,
  })
  return { changeRole, remove }
}
