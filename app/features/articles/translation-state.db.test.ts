import { beforeEach, describe, expect, it } from 'vitest'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser } from '#tests/support/staff.ts'
import type { StaffUser } from '#app/features/auth/session.server.ts'
import { ArticleInputSchema } from './article.schema.ts'
import type { AdminArticle } from './article.types.ts'
import { updateArticle } from './editing/article-save.server.ts'
import { createArticle as saveNewArticle, findAdminArticles, getAdminArticle } from './editing/articles.server.ts'
import type { TranslationState } from './translation-state.ts'

let categoryId: number
let editor: StaffUser

beforeEach(async () => {
  categoryId = (await createCategory()).id
  editor = await createStaffUser({ role: 'editor' })
})

const stateOf = async (id: number) => (await getAdminArticle(id)).translationState

/** An article as the factory stores it: no Greek version unless the overrides give one. */
const stored = (overrides: Parameters<typeof createArticle>[0]) =>
  createArticle({ titleGr: null, ...overrides }).then((row) => row.id)

/** Save through the service, as the editor does: the form's whole input. */
const save = (article: AdminArticle, changes: Record<string, unknown>) => {
  const input = ArticleInputSchema.parse({ ...article, ...changes, version: undefined, publishedAt: undefined })
  return updateArticle({ actor: editor, id: article.id, input })
}

describe('the translation state rule', () => {
  it('tells a Greek-only article (single) from one whose Greek version is missing', async () => {
    const cases: [Parameters<typeof createArticle>[0], TranslationState][] = [
      [{ categoryId, title: 'Σεισμός 5,2 Ρίχτερ στην Κρήτη', content: '<p>Αισθητός στο Ηράκλειο.</p>' }, 'single'],
      [{ categoryId, title: 'Η Apple παρουσίασε το iPhone 17', content: '<p>Στις 9 Σεπτεμβρίου.</p>' }, 'single'],
      [{ categoryId, title: 'Earthquake of 5.2 hits Crete', content: '<p>Felt in Heraklion.</p>' }, 'greekMissing'],
      [
        { categoryId, title: 'Mitsotakis meets Μελόνι in Brussels', content: '<p>Talks on migration.</p>' },
        'greekMissing',
      ],
      // the HTML of the content counts for nothing: its Greek words decide
      [
        { categoryId, title: 'Live', content: '<p><strong class="lead">Ζωντανά</strong>&nbsp;από τη Βουλή</p>' },
        'single',
      ],
      // the subtitle and the excerpt count as much as the title
      [{ categoryId, title: 'ΕΛΑΣ', subtitle: 'Νέα μέτρα για την οδική ασφάλεια', content: '<p>Police</p>' }, 'single'],
    ]
    for (const [overrides, state] of cases) {
      expect([overrides.title, await stateOf(await stored(overrides))]).toEqual([overrides.title, state])
    }
  })

  it('follows which text changed last: main only, Greek only, then both', async () => {
    const created = await saveNewArticle({
      actor: editor,
      input: ArticleInputSchema.parse({
        title: 'Parliament votes the budget',
        titleGr: 'Η Βουλή ψηφίζει τον προϋπολογισμό',
        content: '<p>Text</p>',
        contentGr: '<p>Κείμενο</p>',
        categoryId,
      }),
    })
    expect(created.translationState).toBe('complete')
    const mainEdited = await save(created, { subtitle: 'A late-night vote' })
    expect(mainEdited.translationState).toBe('greekOutdated')
    // a change outside the texts moves neither
    expect((await save(mainEdited, { status: 'under_review' })).translationState).toBe('greekOutdated')
    const greekEdited = await save(mainEdited, { subtitleGr: 'Ψηφοφορία τα μεσάνυχτα' })
    expect(greekEdited.translationState).toBe('mainOutdated')
    const both = await save(greekEdited, { excerpt: 'Passed', excerptGr: 'Πέρασε' })
    expect(both.translationState).toBe('complete')
  })

  it('starts a Greek version written later in step, and goes back to missing when it is emptied', async () => {
    const article = await getAdminArticle(await stored({ categoryId, title: 'Wildfire near Athens' }))
    expect(article.translationState).toBe('greekMissing')
    const translated = await save(article, { titleGr: 'Πυρκαγιά κοντά στην Αθήνα' })
    expect(translated.translationState).toBe('complete')
    const emptied = await save(translated, { titleGr: '' })
    expect(emptied.translationState).toBe('greekMissing')
  })

  it('filters and counts the admin list by state', async () => {
    const missing = await stored({ categoryId, title: 'Elections in May' })
    await stored({ categoryId, title: 'Εκλογές τον Μάιο' })
    const outdated = await save(
      await getAdminArticle(await stored({ categoryId, title: 'Storm', titleGr: 'Καταιγίδα' })),
      {
        title: 'Storm Daniel',
      },
    )
    const page = (translation: TranslationState) => findAdminArticles({ translation, limit: 50, offset: 0 })
    const greekOutdated = await page('greekOutdated')
    expect(greekOutdated.articles.map((a) => a.id)).toEqual([outdated.id])
    expect(greekOutdated.total).toBe(1)
    expect((await page('greekMissing')).articles.map((a) => [a.id, a.translationState])).toEqual([
      [missing, 'greekMissing'],
    ])
    expect((await page('single')).articles.map((a) => a.title)).toEqual(['Εκλογές τον Μάιο'])
    expect((await page('mainOutdated')).total).toBe(0)
  })
})
