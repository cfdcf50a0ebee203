import { contentVersion, removalVersion } from '#app/utils/content-cache.server.ts'
import { remember } from '#app/utils/remember.server.ts'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  bytesOf,
  compactForKeeping,
  isApiKey,
  responseCacheKey,
  writeCachedResponse,
  type CachedResponse,
} from './response-cache.ts'

/**
 * The public answers a process keeps (pages and /api/public JSON, per address and
 * language), and the one rule of when a reader may get one:
 *
 * - an answer of the current content version, younger than PAGE_CACHE_SECONDS, is sent;
 * - otherwise the first request makes the new one (so a client that reads right after
 *   its own write sees it), and exactly one is made per address and content version:
 *   requests arriving meanwhile get the previous page at once (stale while
 *   revalidate), or wait for the new answer when they may not be shown an old one:
 *   JSON answers, and every answer made before a removal (an unpublish, a delete, a
 *   new address; content-cache.server.ts says which changes are removals).
 *
 * At most KEPT_BYTES are kept; the least recently sent answers make room.
 */
const KEPT_BYTES = 32 * 1024 * 1024

interface Kept {
  entry: CachedResponse
  /** the content version it was made at */
  version: number
  bytes: number
}

interface Making {
  version: number
  answer: Promise<CachedResponse | undefined>
}

const state = remember('kept-answers', () => ({
  kept: new Map<string, Kept>(),
  bytes: 0,
  making: new Map<string, Making>(),
}))

function forget(key: string): void {
  const kept = state.kept.get(key)
  if (!kept) return
  state.kept.delete(key)
  state.bytes -= kept.bytes
}

function keep(key: string, entry: CachedResponse, version: number): void {
  const previous = state.kept.get(key)
  // an answer finished late must not replace a newer one
  if (previous && previous.version > version) return
  forget(key)
  const compact = compactForKeeping(entry)
  const kept = { entry: compact, version, bytes: bytesOf(compact) }
  if (kept.bytes > KEPT_BYTES / 8) return
  state.kept.set(key, kept)
  state.bytes += kept.bytes
  for (const oldest of state.kept.keys()) {
    if (state.bytes <= KEPT_BYTES) break
    forget(oldest)
  }
}

/** An answer that may be sent at once for this key, or undefined when one must be made or awaited. */
export function readyAnswer(key: string): CachedResponse | undefined {
  const kept = state.kept.get(key)
  if (!kept) return undefined
  const version = contentVersion()
  const current = kept.version === version && kept.entry.expires > Date.now()
  const stillShowable =
    !current && !isApiKey(key) && kept.version >= removalVersion() && state.making.get(key)?.version === version
  if (!current && !stillShowable) return undefined
  // most recently sent last: the first to make room is the one readers stopped asking for
  state.kept.delete(key)
  state.kept.set(key, kept)
  return kept.entry
}

/** Send a kept answer before any middleware runs, if one may be sent at once; false when not. */
export function serveReadyAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  const key = responseCacheKey(req)
  const entry = key === null ? undefined : readyAnswer(key)
  if (!entry) return false
  writeCachedResponse(req, res, entry)
  return true
}

/** The answer being made for this key at the current content version, to wait for. */
export function answerBeingMade(key: string): Promise<CachedResponse | undefined> | undefined {
  const making = state.making.get(key)
  return making && making.version === contentVersion() ? making.answer : undefined
}

/**
 * Make the answer for this key: the caller makes it and calls the returned function
 * with it, or with undefined when it may not be shared (a cookie set, an error), in
 * which case those waiting make their own.
 */
export function makeAnswer(key: string): (entry: CachedResponse | undefined) => void {
  const version = contentVersion()
  let settle!: (entry: CachedResponse | undefined) => void
  const making: Making = { version, answer: new Promise((resolve) => (settle = resolve)) }
  state.making.set(key, making)
  let settled = false
  return (entry) => {
    if (settled) return
    settled = true
    if (state.making.get(key) === making) state.making.delete(key)
    if (entry && entry.expires > Date.now()) keep(key, entry, version)
    settle(entry)
  }
}

/**
 * The answer for this key by the rule above: kept, being made, or made now by `make`
 * (which returns undefined for an answer it sent to its reader alone).
 */
export async function keptOrMade(
  key: string,
  make: () => Promise<CachedResponse | undefined>,
): Promise<CachedResponse | undefined> {
  const ready = readyAnswer(key)
  if (ready) return ready
  // no await before makeAnswer when nothing is being made: requests of the same
  // moment must find the first one's making, not start their own
  const being = answerBeingMade(key)
  const awaited = being && (await being)
  if (awaited) return awaited
  const made = makeAnswer(key)
  let entry: CachedResponse | undefined
  try {
    entry = await make()
  } finally {
    made(entry)
  }
  return entry
}

/** Bytes and count of the answers kept now (for the memory figures). */
export function keptAnswersSize(): { bytes: number; answers: number } {
  return { bytes: state.bytes, answers: state.kept.size }
}

/** Forget every kept answer (tests; a restore). */
export function forgetKeptAnswers(): void {
  state.kept.clear()
  state.bytes = 0
}
