import { lazy, Suspense, useEffect, useState } from 'react'
import { onFirstToast } from './toast-signal.ts'

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })))

/**
 * The toaster (Radix Toast) and the toast store arrive with the first toast and then
 * stay: most readers never see one, so neither is part of every page's JavaScript.
 * A toast made before this mounts (none can be: they follow a click) is in the store,
 * which the toaster reads when it comes.
 */
export function ToasterOnDemand() {
  const [needed, setNeeded] = useState(false)
  useEffect(() => (needed ? undefined : onFirstToast(() => setNeeded(true))), [needed])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
