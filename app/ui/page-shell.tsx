import type { ReactNode } from 'react'

/** A text page of the public side: a title and a readable column. */
export function PageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="border-b-2 border-brand pb-3 font-serif text-3xl font-bold md:text-4xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </main>
  )
}
