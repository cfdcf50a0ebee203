import type { ReactNode } from 'react'
import { PageTitle } from './page-title.tsx'

/** A screen's heading (h1), its subtitle and its main actions; also sets the document title. */
/** `title` names the document; `heading`, when given, is the h1 (a title holding data marks it, ADR 011). */
export function PageHeader({
  title,
  heading,
  subtitle,
  actions,
}: {
  title: string
  heading?: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 md:text-3xl">{heading ?? title}</h1>
        {subtitle ? <p className="mt-1 text-neutral-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  )
}
