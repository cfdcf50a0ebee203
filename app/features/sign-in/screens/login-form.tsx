import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '#app/ui/admin/button.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { LoginSchema, type LoginInput } from '#app/features/sign-in/login.schema.ts'
import { errorText, fieldText } from '#app/ui/admin/feedback.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { requestSignIn } from './login-api.ts'

/** Step 1: e-mail and password (both required). */
export function LoginForm({
  defaultEmail,
  onPasswordChangeRequired,
  onCodeSent,
}: {
  defaultEmail: string
  onPasswordChangeRequired: (credentials: LoginInput) => void
  onCodeSent: (credentials: LoginInput) => void
}) {
  const t = useT()
  const hydrated = useHydrated()
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })
  const { errors } = form.formState

  const fail = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('admin.login.failed'),
      description: errorText(t, error) ?? t('admin.login.invalidCredentials'),
    })

  const signIn = useMutation({
    mutationFn: requestSignIn,
    onSuccess: (answer, credentials) => {
      if (answer?.requiresPasswordChange) return onPasswordChangeRequired(credentials)
      if (answer?.requiresTwoFactor) {
        toast({
          title: t('admin.login.codeSent'),
          description: t('admin.login.codeSentDescription', { email: credentials.email }),
        })
        return onCodeSent(credentials)
      }
      fail(null)
    },
    onError: fail,
  })

  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
    >
      <FormField id="admin-login-email" label={t('admin.login.email')} error={fieldText(t, errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="username"
            placeholder={t('admin.login.emailPlaceholder')}
            maxLength={254}
          />
        )}
      </FormField>
      <FormField
        id="admin-login-password"
        label={t('admin.login.password')}
        error={fieldText(t, errors.password?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" className="mt-2 w-full" disabled={!hydrated || signIn.isPending}>
        {signIn.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
      </Button>
    </form>
  )
}
