import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '#app/ui/admin/button.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { ChangeTempPasswordSchema, PASSWORD_MIN_LENGTH, type LoginInput } from '#app/features/sign-in/login.schema.ts'
import { errorText, fieldText } from '#app/ui/admin/feedback.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { requestPasswordChange } from './login-api.ts'

interface ChangePasswordValues {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

/** Step 3, for a temporary password: choose a new one, then sign in again from step 1. */
export function ChangePasswordForm({
  credentials,
  onChanged,
  onBack,
}: {
  credentials: LoginInput
  onChanged: () => void
  onBack: () => void
}) {
  const t = useT()
  const hydrated = useHydrated()
  const form = useForm<ChangePasswordValues>({
    defaultValues: { currentPassword: credentials.password, newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const change = useMutation({
    mutationFn: requestPasswordChange,
    onSuccess: () => {
      toast({ title: t('admin.changePassword.success'), description: t('admin.changePassword.successDescription') })
      onChanged()
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('admin.changePassword.failed'),
        description: errorText(t, error) ?? t('admin.changePassword.failedDescription'),
      }),
  })

  const submit = form.handleSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    // these two are told in a toast
    if (newPassword !== confirmPassword) {
      return toast({
        variant: 'destructive',
        title: t('admin.changePassword.mismatch'),
        description: t('admin.changePassword.mismatchDescription'),
      })
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      return toast({
        variant: 'destructive',
        title: t('admin.changePassword.tooShort'),
        description: t('admin.changePassword.tooShortDescription'),
      })
    }
    const parsed = ChangeTempPasswordSchema.safeParse({ email: credentials.email, currentPassword, newPassword })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (field === 'currentPassword' || field === 'newPassword') form.setError(field, { message: issue.message })
      }
      return
    }
    change.mutate(parsed.data)
  })

  return (
    <form method="post" noValidate className="grid gap-4" onSubmit={submit}>
      {/* lets password managers file the new password under the right account */}
      <input type="email" name="username" autoComplete="username" value={credentials.email} readOnly hidden />
      <FormField
        id="admin-current-password"
        label={t('admin.changePassword.current')}
        error={fieldText(t, errors.currentPassword?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('currentPassword')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <FormField
        id="admin-new-password"
        label={t('admin.changePassword.new')}
        hint={t('admin.changePassword.hint')}
        error={fieldText(t, errors.newPassword?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('newPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField id="admin-confirm-password" label={t('admin.changePassword.confirm')}>
        {(control) => (
          <Input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={!hydrated || change.isPending}>
        {change.isPending ? t('admin.changePassword.submitting') : t('admin.changePassword.submit')}
      </Button>
      <Button variant="link" className="justify-self-start px-0" onClick={onBack} disabled={change.isPending}>
        {t('admin.verify.back')}
      </Button>
    </form>
  )
}
