import type { ReactNode } from 'react'

/** A home-page section title with the brand rule under it. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-5 border-b-2 border-brand pb-2 font-serif text-2xl font-bold">
      {children}
    </h2>
  )
}
