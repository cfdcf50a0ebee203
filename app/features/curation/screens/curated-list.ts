/**
 * The ordered curated lists (breaking news, editor's pick) as pure functions: every
 * change gives the whole new list, which is then saved.
 */
export type AddResult = { ok: true; ids: number[] } | { ok: false; reason: 'invalid' | 'limit' }

/**
 * Add at the end. An article must be chosen and not already in the list ('Invalid
 * Selection'); the list holds at most `max` ('Limit Reached').
 */
export function addToList(ids: readonly number[], id: number | null, max: number): AddResult {
  if (id === null || ids.includes(id)) return { ok: false, reason: 'invalid' }
  if (ids.length >= max) return { ok: false, reason: 'limit' }
  return { ok: true, ids: [...ids, id] }
}

export function canMove(ids: readonly number[], index: number, direction: -1 | 1): boolean {
  const target = index + direction
  return index >= 0 && index < ids.length && target >= 0 && target < ids.length
}

/** One place up (-1) or down (1); null when it cannot move (the first up, the last down). */
export function moveInList(ids: readonly number[], index: number, direction: -1 | 1): number[] | null {
  if (!canMove(ids, index, direction)) return null
  const next = [...ids]
  const target = index + direction
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

export function removeFromList(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id)
}

/** The picker's choices: the articles not in the list yet. */
export function notYetChosen<A extends { id: number }>(articles: readonly A[], ids: readonly number[]): A[] {
  const chosen = new Set(ids)
  return articles.filter((article) => !chosen.has(article.id))
}
