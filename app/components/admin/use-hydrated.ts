import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and during hydration, true after. Sign-in forms keep their
 * submit button disabled until then: a native submit before hydration would put the
 * password in the address bar (GET) and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
