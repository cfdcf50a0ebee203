import type { SmtpSink } from '#tests/support/smtp-sink.ts'

/**
 * The editor of the publishing scenario: signs in as a client does (password, then the
 * 6-digit code mailed through the bench's SMTP sink) and saves one published article
 * again and again through PUT /api/admin/articles/{id}, each time with a new title.
 */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password' }

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) })

/** The session cookie of the bench's super_admin on `base`. */
export async function signIn(base: string, sink: SmtpSink): Promise<string> {
  const post = (url: string, body: unknown) => {
    const { body: text, ...headers } = json(body)
    return fetch(`${base}${url}`, { method: 'POST', headers, body: text })
  }
  const mailsBefore = sink.mails.length
  const login = await post('/api/admin/login', BENCH_ADMIN)
  if (login.status !== 200) throw new Error(`sign-in refused (${login.status}): ${await login.text()}`)
  const code = await sink.codeFor(BENCH_ADMIN.email, { after: mailsBefore })
  const verified = await post('/api/admin/verify-code', { email: BENCH_ADMIN.email, code })
  const cookie = verified.headers.get('set-cookie')?.split(';')[0]
  if (verified.status !== 200 || !cookie) throw new Error(`code refused (${verified.status})`)
  return cookie
}

/** The fields of the article form (ArticleInputSchema), and `version` when articles carry one. */
const FORM_FIELDS = [
  ...['title', 'titleGr', 'subtitle', 'subtitleGr', 'content', 'contentGr', 'excerpt', 'excerptGr'],
  ...['metaDescription', 'focusKeywords', 'categoryId', 'status', 'isFeatured', 'allowComments'],
  ...['featuredImageUrl', 'galleryImages', 'featuredVideoUrl', 'tagIds', 'slug', 'publishedAt', 'version'],
]

export interface EditedArticle {
  id: number
  slug: string
  categorySlug: string
}

/** The numbered title a save gives: `base #n`, in both languages. */
export const SAVE_NUMBER = / #(\d+)$/

export interface EditorRun {
  saved: number
  failed: number
  /** the title of the last acknowledged save */
  lastTitle: string | undefined
  savesPerSecond: number
}

/**
 * Save `article` about `savesPerSecond` times a second, one save after another, until
 * `stopped()`; `onSaved(n)` is called when save number n is acknowledged.
 */
export async function editLoop(options: {
  base: string
  cookie: string
  article: EditedArticle
  savesPerSecond: number
  stopped: () => boolean
  onSaved: (n: number) => void
  /** the number of the first save (after a warm-up's, so a page never shows a higher one from before) */
  firstNumber?: number
}): Promise<EditorRun> {
  const { base, cookie, article } = options
  const url = `${base}/api/admin/articles/${article.id}`
  const current = (await (await fetch(url, { headers: { cookie } })).json()) as Record<string, unknown>
  const form = Object.fromEntries(FORM_FIELDS.filter((f) => current[f] !== undefined).map((f) => [f, current[f]]))
  const baseTitle = String(form.title).replace(SAVE_NUMBER, '')
  const baseTitleGr = typeof form.titleGr === 'string' ? form.titleGr.replace(SAVE_NUMBER, '') : undefined
  const interval = 1000 / options.savesPerSecond
  const started = performance.now()
  const first = options.firstNumber ?? 1
  const run: EditorRun = { saved: 0, failed: 0, lastTitle: undefined, savesPerSecond: 0 }
  for (let n = first; !options.stopped(); n++) {
    const wait = started + (n - first) * interval - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const title = `${baseTitle} #${n}`
    const body = { ...form, title, ...(baseTitleGr === undefined ? {} : { titleGr: `${baseTitleGr} #${n}` }) }
    const { body: text, ...headers } = json(body)
    const res = await fetch(url, { method: 'PUT', headers: { ...headers, cookie }, body: text }).catch(() => undefined)
    if (res?.status === 200) {
      const saved = (await res.json()) as { version?: unknown }
      if (saved.version !== undefined) form.version = saved.version
      run.saved++
      run.lastTitle = title
      options.onSaved(n)
    } else {
      run.failed++
      await res?.body?.cancel()
    }
  }
  run.savesPerSecond = Math.round((run.saved / ((performance.now() - started) / 1000)) * 10) / 10
  return run
}

/** The title the server keeps now (what a reader will see once caches follow). */
export async function storedTitle(base: string, cookie: string, id: number): Promise<string> {
  const res = await fetch(`${base}/api/admin/articles/${id}`, { headers: { cookie } })
  return ((await res.json()) as { title: string }).title
}
