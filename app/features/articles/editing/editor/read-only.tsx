import { createContext, useContext } from 'react'

/**
 * The article form is read-only (someone else is editing): its native fields are
 * disabled by their fieldset; the rich-text editors read this, as a contenteditable
 * knows no fieldset.
 */
export const ReadOnlyContext = createContext(false)

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext)
}
