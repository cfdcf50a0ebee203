import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { HYDRATING_EVENT, noteServerMarkupReplaced } from './utils/hydration-events.ts'

function hydrate() {
  // from here on React handles the reader's clicks itself (scripts-after-load.ts kept the earlier one)
  document.dispatchEvent(new Event(HYDRATING_EVENT))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // React drew some of the page itself: its static islands ask for their content
        onRecoverableError(error) {
          noteServerMarkupReplaced()
          // what React does by default
          reportError(error)
        },
      },
    )
  })
}

/**
 * React Router's default entry, hydrating after the browser has painted the server's
 * HTML: on a slow phone the page shows (first and largest contentful paint) before the
 * hydration's long tasks, not after them. The timeout covers a tab opened in the
 * background, which gets no animation frame until it is shown.
 */
let started = false
const start = () => {
  if (started) return
  started = true
  hydrate()
}
// the admin, which no phone's first paint waits for, hydrates at once as before
if (window.location.pathname.startsWith('/admin')) start()
else {
  requestAnimationFrame(() => setTimeout(start, 0))
  setTimeout(start, 250)
}
