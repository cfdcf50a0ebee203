import { KeyRound, LockKeyhole, MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import type { LoginInput } from '#app/features/sign-in/login.schema.ts'
import { ChangePasswordForm } from './change-password-form.tsx'
import { LoginCard } from './login-card.tsx'
import { LoginForm } from './login-form.tsx'
import { VerifyCodeForm } from './verify-code-form.tsx'

type Step = 'login' | 'verify' | 'change-password'

const NO_CREDENTIALS: LoginInput = { email: '', password: '' }

/** Login → verify (6-digit code), or login → change-password → login. */
export function AdminLogin() {
  const t = useT()
  const [step, setStep] = useState<Step>('login')
  const [credentials, setCredentials] = useState<LoginInput>(NO_CREDENTIALS)
  // a new key gives the login form fresh, empty fields
  const [loginFormKey, setLoginFormKey] = useState(0)

  const goTo = (next: Step) => (input: LoginInput) => {
    setCredentials(input)
    setStep(next)
  }

  if (step === 'verify') {
    return (
      <LoginCard
        title={t('admin.verify.title')}
        subtitle={t('admin.verify.subtitle', { email: credentials.email })}
        icon={<MailCheck aria-hidden />}
      >
        <VerifyCodeForm credentials={credentials} onBack={() => setStep('login')} />
      </LoginCard>
    )
  }

  if (step === 'change-password') {
    return (
      <LoginCard
        title={t('admin.changePassword.title')}
        subtitle={t('admin.changePassword.subtitle')}
        icon={<KeyRound aria-hidden />}
      >
        <ChangePasswordForm
          credentials={credentials}
          onBack={() => setStep('login')}
          onChanged={() => {
            setCredentials(NO_CREDENTIALS)
            setLoginFormKey((key) => key + 1)
            setStep('login')
          }}
        />
      </LoginCard>
    )
  }

  return (
    <LoginCard title={t('admin.login.title')} subtitle={t('admin.login.subtitle')} icon={<LockKeyhole aria-hidden />}>
      <LoginForm
        key={loginFormKey}
        defaultEmail={credentials.email}
        onPasswordChangeRequired={goTo('change-password')}
        onCodeSent={goTo('verify')}
      />
    </LoginCard>
  )
}
