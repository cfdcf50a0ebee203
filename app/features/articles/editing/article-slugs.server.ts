import { eq, like, or } from 'drizzle-orm'
import { articles, articleSlugRedirects } from '#db/schema/index.ts'
import type { Database, Transaction } from '#app/utils/db.server.ts'
import { holdWriteLock } from '#app/utils/write-locks.server.ts'
import { isSlug, slugify } from '#app/utils/slug.ts'

/**
 * A slug no other article uses (nor any old address that redirects): the base,
 * else base-2, base-3, … Articles given an address at the same moment (two drafts
 * titled alike, on any process) take turns until `tx` commits, so they get two.
 */
export async function uniqueArticleSlug(tx: Transaction, text: string, exceptArticleId?: number): Promise<string> {
  await holdWriteLock(tx, 'article-slugs')
  const base = slugify(text, 'article')
  const pattern = `${base}-%`
  const [taken, redirected] = await Promise.all([
    tx
      .select({ slug: articles.slug, id: articles.id })
      .from(articles)
      .where(or(eq(articles.slug, base), like(articles.slug, pattern))),
    tx
      .select({ slug: articleSlugRedirects.slug, id: articleSlugRedirects.articleId })
      .from(articleSlugRedirects)
      .where(or(eq(articleSlugRedirects.slug, base), like(articleSlugRedirects.slug, pattern))),
  ])
  const used = new Set([...taken, ...redirected].filter((r) => r.id !== exceptArticleId).map((r) => r.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}

/** The article an old slug now points to, if any. */
export async function findSlugRedirect(db: Database, slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(eq(articleSlugRedirects.slug, slug))
  return row?.slug ?? null
}
