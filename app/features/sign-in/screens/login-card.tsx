import type { ReactNode } from 'react'
import { LanguageSwitcher } from '#app/ui/language-switcher.tsx'
import { Card, CardContent, CardDescription, CardHeader } from '#app/ui/admin/card.tsx'
import { PageTitle } from '#app/ui/admin/page-title.tsx'

/** The frame of each sign-in step: language switch, icon, heading, explanation, form. */
export function LoginCard({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string
  subtitle: string
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-100 px-4 py-10">
      <PageTitle title={title} />
      <div className="w-full max-w-md">
        <div className="mb-4 flex justify-end">
          <LanguageSwitcher />
        </div>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand/10 text-brand [&_svg]:size-6">
              {icon}
            </span>
            <h1 className="mt-2 text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{subtitle}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  )
}
