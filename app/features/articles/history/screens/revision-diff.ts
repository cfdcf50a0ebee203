import { diffWords } from 'diff'
import type { ArticleSnapshot } from '#app/features/articles/article.types.ts'
import {
  SNAPSHOT_FIELDS,
  SNAPSHOT_TEXT_FIELDS,
  sameValue,
  type SnapshotField,
} from '#app/features/articles/history/article-snapshot.ts'

/**
 * What changed between two revisions, field by field, for the side-by-side view: texts
 * word by word (HTML as its text, paragraphs kept), other values whole. Pure, so the
 * History panel and the conflict view show the same thing and a unit test holds it.
 */

export type DiffPart = { text: string; change: 'same' | 'added' | 'removed' }

export type FieldDiff =
  | { field: DiffField; kind: 'text'; before: DiffPart[]; after: DiffPart[] }
  | { field: DiffField; kind: 'value'; before: unknown; after: unknown }

/** The fields compared, in the editor's order: both languages' texts first (the author never changes). */
export const DIFF_FIELDS = SNAPSHOT_FIELDS.filter((field) => field !== 'authorId')
export type DiffField = (typeof DIFF_FIELDS)[number]

const TEXT_FIELDS = new Set<SnapshotField>(SNAPSHOT_TEXT_FIELDS)
const HTML_FIELDS = new Set<SnapshotField>(['content', 'contentGr'])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** An article's HTML as the text a reader reads: one line per paragraph, heading or list item. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, '[$1]')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

// Greek words are words to Intl.Segmenter; jsdiff's own tokenizer knows Latin letters only
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('el', { granularity: 'word' }) : undefined

/** Two texts word by word: the left side marks what was removed, the right what was added. */
export function wordDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const changes = diffWords(before, after, segmenter ? { intlSegmenter: segmenter } : {})
  const left: DiffPart[] = []
  const right: DiffPart[] = []
  for (const change of changes) {
    if (change.added) right.push({ text: change.value, change: 'added' })
    else if (change.removed) left.push({ text: change.value, change: 'removed' })
    else {
      left.push({ text: change.value, change: 'same' })
      right.push({ text: change.value, change: 'same' })
    }
  }
  return { before: left, after: right }
}

const textOf = (field: SnapshotField, value: unknown) =>
  HTML_FIELDS.has(field) ? htmlToText(value as string | null) : String(value ?? '')

/** The fields whose values differ between two revisions (`before` may be null: nothing yet). */
export function revisionDiff(before: ArticleSnapshot | null, after: ArticleSnapshot): FieldDiff[] {
  return DIFF_FIELDS.flatMap((field): FieldDiff[] => {
    const old = before ? before[field] : null
    const now = after[field]
    if (sameValue(field, before ?? {}, after)) return []
    if (!TEXT_FIELDS.has(field)) return [{ field, kind: 'value', before: old, after: now }]
    const oldText = textOf(field, old)
    const newText = textOf(field, now)
    // markup alone changed (a link, a bold word): show the texts, unmarked
    if (oldText === newText) return [{ field, kind: 'value', before: oldText, after: newText }]
    return [{ field, kind: 'text', ...wordDiff(oldText, newText) }]
  })
}
