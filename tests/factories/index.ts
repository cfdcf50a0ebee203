import { articles, categories, tags, users } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

let counter = 0
const next = () => ++counter

/** Insert a category (defaults filled in); returns the row. */
export async function createCategory(overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next()
  const [row] = await getDb()
    .insert(categories)
    .values({ slug: `category-${n}`, name: `Κατηγορία ${n}`, nameEn: `Category ${n}`, ...overrides })
    .returning()
  return row!
}

/** Insert a tag; returns the row. */
export async function createTag(overrides: Partial<typeof tags.$inferInsert> = {}) {
  const n = next()
  const [row] = await getDb()
    .insert(tags)
    .values({ name: `Ετικέτα ${n}`, slug: `tag-${n}`, ...overrides })
    .returning()
  return row!
}

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next()
  const [row] = await getDb()
    .insert(users)
    .values({
      email: `user${n}@example.com`,
      firstName: 'Test',
      lastName: `User ${n}`,
      role: 'contributor',
      ...overrides,
    })
    .returning()
  return row!
}

export async function createArticle(overrides: Partial<typeof articles.$inferInsert> & { categoryId: number }) {
  const n = next()
  const [row] = await getDb()
    .insert(articles)
    .values({
      slug: `article-${n}`,
      title: `Article ${n}`,
      titleGr: `Άρθρο ${n}`,
      content: '<p>Body</p>',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returning()
  return row!
}
