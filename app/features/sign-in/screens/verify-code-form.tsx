import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { LoginInput } from '#app/features/sign-in/login.schema.ts'
import { VERIFICATION_CODE_LENGTH } from '#app/utils/constants.ts'
import { errorText } from '#app/ui/admin/feedback.ts'
import { DASHBOARD_URL, requestCodeCheck, requestSignIn } from './login-api.ts'

/** Step 2: the 6-digit code from the e-mail; "Resend code" repeats step 1. */
export function VerifyCodeForm({ credentials, onBack }: { credentials: LoginInput; onBack: () => void }) {
  const t = useT()
  const [code, setCode] = useState('')
  const [leaving, setLeaving] = useState(false)
  const complete = code.length === VERIFICATION_CODE_LENGTH

  const verify = useMutation({
    mutationFn: requestCodeCheck,
    onSuccess: () => {
      toast({ title: t('admin.verify.success'), description: t('admin.verify.successDescription') })
      setLeaving(true)
      // a full load, so the server renders the shell with the new session
      window.location.href = DASHBOARD_URL
    },
    onError: (error) => {
      setCode('')
      toast({
        variant: 'destructive',
        title: t('admin.verify.failed'),
        description: errorText(t, error) ?? t('admin.verify.invalidCode'),
      })
    },
  })

  const resendFailed = () =>
    toast({
      variant: 'destructive',
      title: t('admin.verify.resendFailed'),
      description: t('admin.verify.resendFailedDescription'),
    })
  const resend = useMutation({
    mutationFn: () => requestSignIn(credentials),
    onSuccess: (answer) => {
      if (!answer?.requiresTwoFactor) return resendFailed()
      toast({
        title: t('admin.verify.resent'),
        description: t('admin.verify.resentDescription', { email: credentials.email }),
      })
    },
    onError: resendFailed,
  })

  const busy = verify.isPending || leaving
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (complete && !busy) verify.mutate({ email: credentials.email, code })
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="admin-verify-code">{t('admin.verify.code')}</Label>
        <Input
          id="admin-verify-code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          autoFocus
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
        />
      </div>
      <Button type="submit" className="w-full" disabled={!complete || busy}>
        {busy ? t('admin.verify.submitting') : t('admin.verify.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" className="px-0" onClick={onBack} disabled={busy}>
          {t('admin.verify.back')}
        </Button>
        <Button variant="link" className="px-0" onClick={() => resend.mutate()} disabled={resend.isPending || busy}>
          {resend.isPending ? t('admin.verify.resending') : t('admin.verify.resend')}
        </Button>
      </div>
    </form>
  )
}
