import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import { Checkbox } from '#app/ui/admin/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { UserUpdateSchema, type UserUpdateInput } from '#app/features/users/user.schema.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { serverFieldErrors, toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import type { AdminUser } from '#app/features/users/user.types.ts'
import { useRefreshUsers } from './use-users.ts'
import { DETAIL_FIELDS, UserDetailsFields } from './user-details-fields.tsx'

type FormValues = z.input<typeof UserUpdateSchema>

function EditUserForm({ user, isSelf, onDone }: { user: AdminUser; isSelf: boolean; onDone: () => void }) {
  const t = useT()
  const refresh = useRefreshUsers()
  const revalidator = useRevalidator()
  const form = useForm<FormValues, unknown, UserUpdateInput>({
    resolver: zodResolver(UserUpdateSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname ?? '',
      email: user.email,
      isActive: user.isActive,
    },
  })
  const { errors } = form.formState

  const update = useMutation({
    mutationFn: (input: UserUpdateInput) => apiRequest<AdminUser>('PUT', `/api/admin/users/${user.id}`, input),
    onSuccess: () => {
      toastSuccess(t, 'admin.users.toast.updated')
      // one's own name is in the header, which the layout's loader gave
      if (isSelf) void revalidator.revalidate()
      onDone()
    },
    onError: (error) => {
      for (const [field, message] of serverFieldErrors(t, error, DETAIL_FIELDS)) form.setError(field, { message })
      toastFailure(t, 'admin.users.toast.updateFailed', error)
    },
    onSettled: refresh,
  })

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((input) => update.mutate(input))}>
      <UserDetailsFields
        idPrefix="edit-user"
        fields={{
          firstName: form.register('firstName'),
          lastName: form.register('lastName'),
          nickname: form.register('nickname'),
          email: form.register('email'),
        }}
        errors={{
          firstName: errors.firstName?.message,
          lastName: errors.lastName?.message,
          nickname: errors.nickname?.message,
          email: errors.email?.message,
        }}
      />
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              id="edit-user-active"
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              disabled={isSelf}
              aria-describedby="edit-user-active-hint"
              className="mt-0.5"
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor="edit-user-active">{t('admin.users.form.active')}</Label>
          <p id="edit-user-active-hint" className="text-xs text-neutral-500">
            {t('admin.users.form.activeHint')}
          </p>
        </div>
      </div>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('admin.users.editDialog.submitting') : t('admin.users.editDialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Edit User: name, nickname, e-mail, and whether the account is active (not one's own). */
export function EditUserDialog({
  user,
  selfId,
  onClose,
}: {
  user: AdminUser | null
  selfId: number
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')}>
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('admin.users.editDialog.title')}</DialogTitle>
              <DialogDescription>{t('admin.users.editDialog.description', { email: user.email })}</DialogDescription>
            </DialogHeader>
            <EditUserForm key={user.id} user={user} isSelf={user.id === selfId} onDone={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
