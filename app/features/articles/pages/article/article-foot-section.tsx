import type { ReactNode } from 'react'

/** A titled part of the article's foot (its tags, its corrections), under a rule. */
export function ArticleFootSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-neutral-200 pt-6">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-neutral-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  )
}
