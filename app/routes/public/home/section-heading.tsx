import type { ReactNode } from 'react'

/** A home-page section title with the brand rule under it. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="section-heading">
      {children}
    </h2>
  )
}
