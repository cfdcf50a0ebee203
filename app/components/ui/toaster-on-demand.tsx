import { lazy, Suspense, useState } from 'react'
import { useToast } from './use-toast.ts'

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })))

/**
 * The toaster (Radix Toast) arrives with the first toast and then stays: most readers
 * never see one, so its code is not part of every page's JavaScript.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
