import { desc, eq, sql } from 'drizzle-orm'
import { articles, categories, users } from '#db/schema/index.ts'
import { DEMO_ARTICLES } from '#scripts/seed/demo-articles/index.ts'
import { seedDemoContent } from '#scripts/seed/seed-demo.ts'
import { getStorage } from '#app/features/media/storage.server.ts'
import { ensureFirstSuperAdmin } from '#app/features/users/bootstrap.server.ts'
import { setConfig } from '#app/utils/config.server.ts'
import { openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { BENCH_ADMIN } from './editor.ts'

const BENCH_ADMIN_OPTIONS = { adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password }

/**
 * The benchmark's newsroom: the demo content plus `extra` generated published
 * articles (bodies of the demo pieces, spread over two years, every category), in the
 * embedded database of `dataDir` or on `env.DATABASE_URL` (demo images in S3 when `env`
 * names a bucket). Returns a published article slug to load.
 */
export async function prepareBenchData(
  dataDir: string,
  extra: number,
  env: Record<string, string> = {},
): Promise<{ articleSlug: string }> {
  setConfig({
    ...parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    sessionSecret: 'bench-secret-bench-secret-bench-secret',
  })
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
  await database.migrate()
  setDatabase(database)
  const db = database.db
  await ensureFirstSuperAdmin(db, BENCH_ADMIN_OPTIONS)
  await seedDemoContent({ db, storage: getStorage() })
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id)
  const [author] = await db.select({ id: users.id }).from(users).limit(1)
  const twoYears = 730 * 24 * 3600 * 1000
  const now = Date.now()
  for (let start = 0; start < extra; start += 250) {
    const batch = []
    for (let i = start; i < Math.min(extra, start + 250); i++) {
      const demo = DEMO_ARTICLES[i % DEMO_ARTICLES.length]!
      batch.push({
        slug: `bench-${i}`,
        title: `${demo.title} (${i})`,
        titleGr: `${demo.titleGr} (${i})`,
        subtitle: demo.subtitle,
        subtitleGr: demo.subtitleGr,
        excerpt: demo.excerpt,
        excerptGr: demo.excerptGr,
        content: demo.content,
        contentGr: demo.contentGr,
        status: 'published' as const,
        categoryId: categoryIds[i % categoryIds.length]!,
        authorId: author?.id ?? null,
        viewCount: (i * 7919) % 5000,
        publishedAt: new Date(now - 61 * 24 * 3600 * 1000 - ((i * 104_729) % twoYears)),
      })
    }
    await db.insert(articles).values(batch)
  }
  const [latest] = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(desc(articles.publishedAt))
    .limit(1)
  await db.execute(sql`ANALYZE`)
  await database.close()
  setDatabase(undefined)
  return { articleSlug: latest!.slug }
}
