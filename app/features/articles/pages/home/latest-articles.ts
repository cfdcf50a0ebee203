/**
 * The Latest News list of the home page: the first 6
 * latest articles not in breaking news or editor's pick; Show More asks the API for
 * 6 more from offset = how many latest articles were read so far.
 */
export interface LatestPage<T> {
  articles: T[]
  /** how many of the latest list were read (kept or skipped): the next offset */
  consumed: number
  /** whether the list may have more */
  hasMore: boolean
}

export function firstLatest<T extends { id: number }>(
  newest: T[],
  excluded: ReadonlySet<number>,
  count: number,
  requested: number,
): LatestPage<T> {
  const articles: T[] = []
  let consumed = 0
  for (const article of newest) {
    if (articles.length === count) break
    consumed++
    if (!excluded.has(article.id)) articles.push(article)
  }
  // the service gave fewer than asked: the list has ended
  const ended = newest.length < requested && consumed === newest.length
  return { articles, consumed, hasMore: !ended }
}

/** The articles of one more page that are new to the grid and not curated elsewhere on the page. */
export function appendLatest<T extends { id: number }>(shown: T[], page: T[], excluded: ReadonlySet<number>): T[] {
  const seen = new Set(shown.map((a) => a.id))
  return [...shown, ...page.filter((a) => !seen.has(a.id) && !excluded.has(a.id) && Boolean(seen.add(a.id)))]
}
