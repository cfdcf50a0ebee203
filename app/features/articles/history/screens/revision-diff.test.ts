import { describe, expect, it } from 'vitest'
import type { ArticleSnapshot } from '#app/features/articles/article.types.ts'
import { htmlToText, revisionDiff, wordDiff } from './revision-diff.ts'

// the fields left out are null to the diff, as an absent value
const snapshot = (fields: Partial<ArticleSnapshot>) =>
  ({ title: 'Τίτλος', content: '<p>Κείμενο</p>', status: 'draft', tagIds: [], ...fields }) as ArticleSnapshot

describe('revision diff', () => {
  it('reads HTML as its text, a line per paragraph, entities decoded', () => {
    expect(htmlToText('<h2>Η Βουλή</h2><p>Ψήφισε &amp; <strong>άλλαξε</strong>&nbsp;τον νόμο.</p><p>Τέλος</p>')).toBe(
      'Η Βουλή\nΨήφισε & άλλαξε τον νόμο.\nΤέλος',
    )
  })

  it('marks Greek words, not letters, as removed on the left and added on the right', () => {
    const diff = wordDiff('Η Αθήνα σήμερα είναι ήσυχη', 'Η Αθήνα αύριο είναι ήσυχη')
    expect(diff.before).toEqual([
      { text: 'Η Αθήνα ', change: 'same' },
      { text: 'σήμερα', change: 'removed' },
      { text: ' είναι ήσυχη', change: 'same' },
    ])
    expect(diff.after.filter((p) => p.change === 'added')).toEqual([{ text: 'αύριο', change: 'added' }])
  })

  it('lists only the fields that differ, texts word by word and other values whole', () => {
    const before = snapshot({})
    const after = snapshot({ contentGr: '<p>Νέο</p>', status: 'published', tagIds: [3] })
    const diff = revisionDiff(before, after)
    expect(diff.map((d) => [d.field, d.kind])).toEqual([
      ['contentGr', 'text'],
      ['status', 'value'],
      ['tagIds', 'value'],
    ])
    expect(revisionDiff(before, before)).toEqual([])
  })

  it('shows a change of markup alone as the unchanged text', () => {
    const diff = revisionDiff(snapshot({}), snapshot({ content: '<p><em>Κείμενο</em></p>' }))
    expect(diff).toEqual([{ field: 'content', kind: 'value', before: 'Κείμενο', after: 'Κείμενο' }])
  })
})
