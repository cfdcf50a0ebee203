import type { SmtpSink } from '#tests/support/smtp-sink.ts'
import { editLoop, signIn, storedTitle, type EditedArticle } from './editor.ts'
import { sampleMemory } from './memory.ts'
import type { BenchOptions } from './options.ts'
import { pollVisibility, visibilityFigures, type VisibilityResult } from './visibility.ts'
import { runWrk, type LoadResult } from './wrk.ts'

/**
 * The busiest day: readers spread over the home page, the lead
 * article, its section and the English home page, while editors save the latest
 * articles (the lead one among them) about 25 times a second in all, and a reader with
 * no cookie watches each edited page for each save.
 */
export interface PublishingResult {
  readers: LoadResult
  editors: number
  saves: { saved: number; failed: number; perSecond: number }
  /** every stored title is its editor's last acknowledged one, and every save was seen */
  nothingLost: boolean
  visible: VisibilityResult
  /** the largest process's resident memory during the load, MB */
  peakMb: number
}

/** Editors at work together (one per 2.5 saves a second asked): each saves one after another, so a slow save slows only its own editor. */
const SAVES_PER_EDITOR = 2.5

export async function runPublishing(options: {
  base: string
  sink: SmtpSink
  /** the server processes whose memory is sampled */
  pids: number[]
  bench: BenchOptions
}): Promise<PublishingResult> {
  const { base, bench } = options
  const editors = Math.max(1, Math.round(bench.publishing.savesPerSecond / SAVES_PER_EDITOR))
  const articles = await latestArticles(base, editors)
  const lead = articles[0]!
  const cookie = await signIn(base, options.sink)
  const load = {
    base,
    paths: ['/', `/articles/${lead.slug}`, `/categories/${lead.categorySlug}`, '/?lang=en'],
    connections: bench.publishing.connections,
    threads: bench.threads,
  }
  // every editor at work until `stopped()`, article i's saves numbered from firstNumbers[i]
  const edit = (stopped: () => boolean, onSaved: (i: number, n: number) => void, firstNumbers?: number[]) =>
    Promise.all(
      articles.map((article, i) =>
        editLoop({
          base,
          cookie,
          article,
          savesPerSecond: bench.publishing.savesPerSecond / editors,
          stopped,
          onSaved: (n) => onSaved(i, n),
          firstNumber: firstNumbers?.[i],
        }),
      ),
    )
  // first the same work unmeasured, as on a site that was already being read and edited
  // (a new server's code is still being compiled in its first 20–30 s of load: options.ts)
  let warmUpOver = false
  const warmUpReaders = runWrk({ ...load, seconds: bench.serverWarmUpSeconds }).finally(() => (warmUpOver = true))
  const warmUpEdits = await edit(
    () => warmUpOver,
    () => {},
  )
  await warmUpReaders
  const memory = sampleMemory(options.pids)
  const pollers = articles.map((article) => pollVisibility(`${base}/articles/${article.slug}`))
  let loadOver = false
  const readers = runWrk({ ...load, seconds: bench.publishing.seconds }).finally(() => (loadOver = true))
  const edits = await edit(
    () => loadOver,
    (i, n) => pollers[i]!.saved(n),
    // each save of the warm-up, made or failed, took a number
    warmUpEdits.map((run) => run.saved + run.failed + 1),
  )
  const readersResult = await readers
  const { peak } = memory.stop()
  const polled = await Promise.all(pollers.map((poller) => poller.stop()))
  const visible = visibilityFigures(polled)
  const stored = await Promise.all(articles.map((article) => storedTitle(base, cookie, article.id)))
  const nothingLost = visible.unseen === 0 && edits.every((edit, i) => edit.lastTitle && edit.lastTitle === stored[i])
  const sum = (pick: (edit: (typeof edits)[number]) => number) => edits.reduce((total, edit) => total + pick(edit), 0)
  return {
    readers: readersResult,
    editors,
    saves: {
      saved: sum((e) => e.saved),
      failed: sum((e) => e.failed),
      perSecond: Math.round(sum((e) => e.savesPerSecond) * 10) / 10,
    },
    nothingLost,
    visible,
    peakMb: peak,
  }
}

interface ListedArticle {
  id: number
  slug: string
  category?: { slug: string } | null
}

/** The `count` latest published articles (the home page's lead first), each with its section. */
async function latestArticles(base: string, count: number): Promise<EditedArticle[]> {
  const res = await fetch(`${base}/api/public/articles/latest?limit=${count}`)
  const listed = (await res.json()) as ListedArticle[]
  if (!res.ok || listed.length < count) throw new Error(`fewer than ${count} published articles`)
  return Promise.all(listed.map((article) => articleToEdit(base, article.slug)))
}

/** `slug`'s id and section, from the public API. */
export async function articleToEdit(base: string, slug: string): Promise<EditedArticle> {
  const res = await fetch(`${base}/api/public/articles/${slug}`)
  const article = (await res.json()) as ListedArticle
  if (!res.ok || !article.category) throw new Error(`no published article ${slug} with a section`)
  return { id: article.id, slug: article.slug, categorySlug: article.category.slug }
}
