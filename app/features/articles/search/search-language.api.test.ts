import { eq } from 'drizzle-orm'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { articles } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createArticle, createCategory } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '#server/api-app.ts'

/**
 * One search engine that knows Greek and English word forms and Greeklish, on the
 * reader side and in the newsroom's article list (ADR 008), over a newsroom's week.
 */
const app = createApiApp()
let editor: string

const day = (d: number) => new Date(Date.UTC(2026, 10, d))

beforeEach(async () => {
  const news = await createCategory({ slug: 'eidiseis' })
  editor = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
  await createArticle({
    categoryId: news.id,
    slug: 'marathonios',
    title: 'Record turnout in Athens',
    titleGr: 'Ρεκόρ συμμετοχής στην Αθήνα',
    contentGr: '<p>Χιλιάδες δρομείς έτρεξαν τον Αυθεντικό Μαραθώνιο.</p>',
    content: '<p>Thousands ran the Authentic Marathon.</p>',
    publishedAt: day(20),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'kyvernisi',
    title: 'New measures against high prices',
    titleGr: 'Η κυβέρνηση ανακοίνωσε νέα μέτρα για την ακρίβεια',
    contentGr: '<p>Ο πρωθυπουργός Κυριάκος Μητσοτάκης μίλησε σήμερα στη Βουλή.</p>',
    content: '<p>The prime minister spoke in Parliament.</p>',
    publishedAt: day(10),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'seismos',
    title: 'Earthquake of 5.2 in Crete',
    titleGr: 'Σεισμός 5,2 Ρίχτερ στην Κρήτη',
    contentGr: '<p>Οι σεισμοί συνεχίζονται· η κυβέρνηση στέλνει βοήθεια.</p>',
    content: '<p>Aftershocks continue.</p>',
    publishedAt: day(25),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'ekloges',
    title: 'Election: what the polls show',
    titleGr: 'Εκλογές: τι δείχνουν οι δημοσκοπήσεις',
    content: '<p>Parties prepare.</p>',
    publishedAt: day(12),
  })
  // a newsroom that writes only Greek: Greek in the main text, no Greek version
  await createArticle({
    categoryId: news.id,
    slug: 'metro',
    title: 'Το μετρό της Θεσσαλονίκης άνοιξε',
    titleGr: null,
    content: '<p>Επιβάτες από νωρίς στους σταθμούς.</p>',
    publishedAt: day(14),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'chrimatistirio',
    title: 'Άνοδος στο Χρηματιστήριο Αθηνών',
    titleGr: null,
    content: '<p>Ο Γενικός Δείκτης κέρδισε 2,5%.</p>',
    publishedAt: day(15),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'ntermpi',
    title: 'Ο Ολυμπιακός νίκησε τον Παναθηναϊκό',
    titleGr: null,
    content: '<p>Ντέρμπι του 2026 στο Φάληρο.</p>',
    publishedAt: day(16),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'summer',
    title: 'Summer on the islands',
    titleGr: 'Καλοκαίρι στα νησιά',
    content: '<p>Ferries are full.</p>',
    publishedAt: day(17),
  })
  await createArticle({
    categoryId: news.id,
    slug: 'draft',
    status: 'draft',
    publishedAt: null,
    title: 'Governments of Europe',
    titleGr: 'Οι κυβερνήσεις της Ευρώπης και το σκάνδαλο',
    content: '<p>Draft.</p>',
  })
})

const publicSearch = async (words: string) => {
  const res = await request(app).get(`/api/public/search?search=${encodeURIComponent(words)}`)
  expect(res.status).toBe(200)
  return res.body as { articles: { slug: string }[]; total: number; suggestion: string | null }
}
const found = async (words: string) => (await publicSearch(words)).articles.map((a) => a.slug)

const adminFound = async (words: string) => {
  const res = await request(app)
    .get(`/api/admin/articles?search=${encodeURIComponent(words)}&limit=100`)
    .set('Cookie', editor)
  expect(res.status).toBe(200)
  return (res.body.articles as { slug: string }[]).map((a) => a.slug).sort()
}

describe('search that knows the language', () => {
  it('finds Greek and English word forms, not only the form typed', async () => {
    for (const words of ['ΜΑΡΑΘΩΝΙΟΣ', 'μαραθώνιος', 'Μαραθώνιο']) expect(await found(words)).toEqual(['marathonios'])
    expect(await found('κυβερνήσεις')).toEqual(['kyvernisi', 'seismos'])
    expect(await found('σεισμοί')).toEqual(['seismos'])
    expect(await found('elections')).toEqual(['ekloges'])
    expect(await found('ΕΚΛΟΓΗ')).toEqual(['ekloges'])
  })

  it('reads Greeklish in the common Latin spellings', async () => {
    const cases: [string[], string[]][] = [
      [
        ['kyvernisi', 'kivernisi', 'kybernhsh', 'KYVERNHSH', 'kyverniseis'],
        ['kyvernisi', 'seismos'],
      ],
      [['seismos', 'seismoi', 'sismos'], ['seismos']],
      [['ekloges', 'eklogi'], ['ekloges']],
      [
        ['athina', 'Athina', 'athinon'],
        ['marathonios', 'chrimatistirio'],
      ],
      [['thessaloniki', 'Thessalonikis', '8essaloniki', 'thesaloniki'], ['metro']],
      [['xrimatistirio', 'chrimatistirio', 'hrimatistirio'], ['chrimatistirio']],
      [['mitsotakis', 'Mhtsotakhs'], ['kyvernisi']],
      [['olympiakos', 'olimpiakos', 'panathinaikos', 'ntermpi', 'derbi'], ['ntermpi']],
      [['kyvernisi vouli'], ['kyvernisi']],
    ]
    for (const [spellings, slugs] of cases) {
      for (const words of spellings) expect({ words, found: await found(words) }).toEqual({ words, found: slugs })
    }
  })

  it('still matches numbers and Latin words as typed, and reads no English word as Greek', async () => {
    expect(await found('2026')).toEqual(['ntermpi'])
    expect(await found('Marathon')).toEqual(['marathonios'])
    expect(await found('crete 5')).toEqual(['seismos'])
    // σήμερα is "simera" in Greeklish; "summer", which the articles hold, stays English
    expect(await found('summer')).toEqual(['summer'])
  })

  it('ranks title matches first, then the newest', async () => {
    // seismos is newer but has κυβέρνηση only in its body
    expect(await found('κυβέρνηση')).toEqual(['kyvernisi', 'seismos'])
    expect(await found('kyvernisi')).toEqual(['kyvernisi', 'seismos'])
  })

  it('suggests the nearest word of the published articles when nothing matches', async () => {
    const greek = await publicSearch('κυβερνιση')
    expect(greek).toMatchObject({ articles: [], total: 0, suggestion: 'κυβέρνηση' })
    expect(await found(greek.suggestion!)).toEqual(['kyvernisi', 'seismos'])
    expect((await publicSearch('Thessalonkh')).suggestion).toBe('θεσσαλονίκης')
    expect((await publicSearch('elecsion')).suggestion).toBe('election')
    expect((await publicSearch('κυβέρνηση μετρα')).suggestion).toBe(null) // it finds articles
    expect((await publicSearch('κυβέρνηση')).suggestion).toBe(null)
    // a word of a draft only is never suggested
    expect(await publicSearch('σκανδαλα')).toMatchObject({ total: 0, suggestion: null })
    expect(await publicSearch('zzqxv')).toMatchObject({ total: 0, suggestion: null })
  })

  it('learns the words of an edited title', async () => {
    expect((await publicSearch('πυρκαγεια')).suggestion).toBe(null)
    await getDb().update(articles).set({ title: 'Μεγάλη πυρκαγιά στην Αττική' }).where(eq(articles.slug, 'seismos'))
    expect((await publicSearch('πυρκαγεια')).suggestion).toBe('πυρκαγιά')
    // and finds the article by them, its body's words as before
    expect(await found('πυρκαγιά')).toEqual(['seismos'])
    expect(await found('σεισμός')).toContain('seismos')
  })
})

describe("the newsroom's article list", () => {
  it('searches with the same engine, and finds drafts too', async () => {
    for (const words of ['ΜΑΡΑΘΩΝΙΟΣ', 'elections', 'thessaloniki', 'xrimatistirio', 'athina']) {
      expect(await adminFound(words)).toEqual((await found(words)).sort())
    }
    for (const words of ['κυβερνήσεις', 'kyvernisi', 'KYBERNHSEIS']) {
      expect(await adminFound(words)).toEqual(['draft', 'kyvernisi', 'seismos'])
    }
  })
})
