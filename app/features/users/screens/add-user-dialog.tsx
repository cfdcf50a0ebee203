import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { UserCreateSchema, type UserCreateInput } from '#app/features/users/user.schema.ts'
import { apiRequest } from '#app/ui/admin/api-client.ts'
import { fieldText, serverFieldErrors, toastFailure, toastSuccess } from '#app/ui/admin/feedback.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { RoleSelect } from './role-select.tsx'
import type { CreatedUser } from '#app/features/users/user.types.ts'
import { useRefreshUsers } from './use-users.ts'
import { DETAIL_FIELDS, UserDetailsFields } from './user-details-fields.tsx'

type FormValues = z.input<typeof UserCreateSchema>
const EMPTY: FormValues = { firstName: '', lastName: '', nickname: '', email: '', role: 'contributor' }
const FIELDS = [...DETAIL_FIELDS, 'role'] as const

/** Add New User: the shared schema checks the form; an empty nickname is sent as null. */
export function AddUserDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (user: CreatedUser) => void
}) {
  const t = useT()
  const refresh = useRefreshUsers()
  const form = useForm<FormValues, unknown, UserCreateInput>({
    resolver: zodResolver(UserCreateSchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  const create = useMutation({
    mutationFn: (input: UserCreateInput) => apiRequest<CreatedUser>('POST', '/api/admin/users', input),
    onSuccess: (user) => {
      toastSuccess(t, 'admin.users.toast.created')
      form.reset(EMPTY)
      onCreated(user)
    },
    onError: (error) => {
      for (const [field, message] of serverFieldErrors(t, error, FIELDS)) form.setError(field, { message })
      toastFailure(t, 'admin.users.toast.createFailed', error)
    },
    onSettled: refresh,
  })

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY)
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('admin.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.users.addDialog.title')}</DialogTitle>
          <DialogDescription>{t('admin.users.addDialog.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((input) => create.mutate(input))}>
          <UserDetailsFields
            idPrefix="add-user"
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
          <FormField id="add-user-role" label={t('admin.users.form.role')} error={fieldText(t, errors.role?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <RoleSelect {...control} value={field.value ?? 'contributor'} onValueChange={field.onChange} />
                )}
              />
            )}
          </FormField>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => close(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('admin.users.addDialog.submitting') : t('admin.users.addDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
