import {
  createContext,
  lazy,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react'
import { createContext as createRouterContext, useRevalidator, type RouterContextProvider } from 'react-router'
import { HYDRATED_EVENT, serverMarkupReplaced } from '#app/utils/hydration-events.ts'
import { useHydrated } from './use-hydrated.ts'

/**
 * Static islands (docs/decisions/014-static-islands.md): parts of a page the server
 * draws into the HTML whose data is not sent again for hydration. The loader of a page
 * document puts that content aside in the request's router context instead of
 * returning it; entry.server.tsx hands it to the render; in the browser the island
 * keeps the server's markup as it is. Data requests (client-side navigations,
 * revalidations) return the content, and the islands draw it as usual.
 */
export type IslandContent = Record<string, unknown>

/** The content put aside by the loaders of this request (the router context; null: none). */
export const islandsContext = createRouterContext<IslandContent | null>(null)

const IslandsReactContext = createContext<IslandContent | null>(null)
/** Set by entry.server.tsx around the server's render. */
export const IslandsProvider = IslandsReactContext.Provider

/** A single-fetch data request (`/page.data`, `/_root.data`): its loaders' data is all there is. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data')
}

/**
 * For a loader: `content` itself on a data request; on a document request it is put
 * aside for the server's render under `name` and the loader returns undefined instead.
 * (`request` is the request as it came, .data and all: v8_passThroughRequests.)
 */
export function islandContent<T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  name: string,
  content: T,
): T | undefined {
  if (isDataRequest(request)) return content
  let kept = context.get(islandsContext)
  if (!kept) {
    kept = {}
    context.set(islandsContext, kept)
  }
  kept[name] = content
  return undefined
}

/**
 * The content of `name`: the loader's when it sent it, else the one put aside (during
 * the server's render). Undefined in the browser when hydrating a page document: the
 * islands keep the server's markup.
 */
export function useIslandContent<T>(name: string, fromLoader: T | undefined): T | undefined {
  const kept = useContext(IslandsReactContext)
  return fromLoader ?? (kept?.[name] as T | undefined)
}

/** React 19 hydrates an element with inner HTML as text: it neither checks nor replaces it. */
const KEEP_SERVER_MARKUP = { __html: '' }

type IslandTag = 'div' | 'section' | 'h2' | 'ol' | 'ul' | 'header'

/**
 * An element whose children are drawn by React when there is content, or kept as the
 * server drew them (`keep`: hydrating a document whose data left them out). Its own
 * attributes must be the same either way.
 */
export function Island({
  as = 'div',
  keep,
  ref,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: IslandTag; keep: boolean; ref?: Ref<HTMLElement>; children?: ReactNode }) {
  const Tag = as as ElementType
  const own = useRef<HTMLElement | null>(null)
  const revalidator = useRevalidator()
  // React drew the page itself (after an error elsewhere in hydrating): the server's
  // markup is gone, so ask for the page's data and draw it (an island the server drew
  // empty, the article list's chips without filters, is empty when kept too)
  useEffect(() => {
    if (keep && serverMarkupReplaced() && own.current && !own.current.hasChildNodes()) void revalidator.revalidate()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per kept markup
  }, [keep])
  const refs = (element: HTMLElement | null) => {
    own.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }
  // a new element when React takes over from the server's markup (data came: a revalidation)
  if (keep) {
    return (
      <Tag key="kept" ref={refs} {...props} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />
    )
  }
  return (
    <Tag key="drawn" ref={refs} {...props}>
      {children}
    </Tag>
  )
}

/**
 * What an island draws, as a component of its own chunk, loaded the first time it is
 * drawn: a page document keeps the island's markup from the server's HTML, so the
 * browser needs its drawing code only after a client-side navigation or a
 * revalidation (the other language), not for the first paint
 * (docs/decisions/016-first-load-javascript.md). The server waits for it as for a
 * loader (no Suspense boundary around an island: the page is sent whole), once per
 * process. In the browser it is drawn in a navigation or a revalidation, a transition,
 * where React keeps what is on the screen until the chunk has come; drawn outside one
 * (a click), it needs a `Suspense` of its own.
 */
export function lazyView<P extends object>(later: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await later() }))
}

/**
 * For the root layout: mark the end of the document's hydration, as an event (for the
 * page's first script) and as a User Timing mark of the same name (DevTools' and
 * Lighthouse's timelines show it; the end-to-end tests wait for it).
 */
export function useDocumentHydrated(): void {
  useEffect(() => {
    performance.mark(HYDRATED_EVENT)
    document.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
}

/**
 * For a part of the shell that changes only with what `version` names (the language,
 * the categories): true while its markup is the server's, that is when it was mounted
 * by the document's hydration and `version` is still the one it was hydrated with.
 * Then it is an island (`Island keep`) and its drawing code is not needed; once
 * `version` changes (the other language, a revalidation with new categories) or when
 * it is mounted later (a navigation from the admin, or React drawing the page itself
 * when it could not hydrate the server's markup), React draws it.
 */
export function useKeptSinceHydration(version: string): boolean {
  // false while React hydrates (the server's snapshot), true when it draws
  const drawing = useHydrated()
  const [hydratedVersion] = useState(() => (typeof document !== 'undefined' && !drawing ? version : null))
  const [kept, setKept] = useState(hydratedVersion === version)
  if (kept && version !== hydratedVersion) setKept(false)
  return kept && version === hydratedVersion
}
