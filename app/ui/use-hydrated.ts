import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and during hydration, true after. Buttons that only
 * script can serve stay disabled until then: a sign-in form's native submit would put
 * the password in the address bar (GET), a Show More click would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
