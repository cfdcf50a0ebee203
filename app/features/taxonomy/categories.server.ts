import { asc, eq } from 'drizzle-orm'
import { categories } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readThrough } from '#server/runtime/public.server.ts'
import { isSlug } from '#app/utils/slug.ts'

/** Categories change only through writes, which drop the cache; the age is a backstop. */
const MAX_AGE_MS = 5 * 60_000

export interface PublicCategory {
  id: number
  slug: string
  name: string
  nameEn: string | null
  parentId: number | null
  color: string
}

/** Every category in display order (sortOrder, then Greek name). */
export function listPublicCategories(): Promise<PublicCategory[]> {
  return readThrough('categories', MAX_AGE_MS, readPublicCategories, ['categories'])
}

function readPublicCategories(): Promise<PublicCategory[]> {
  return getDb()
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameEn: categories.nameEn,
      parentId: categories.parentId,
      color: categories.color,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name))
}

export function getPublicCategoryBySlug(slug: string) {
  if (!isSlug(slug)) return Promise.resolve(null)
  return readThrough(`category:${slug}`, MAX_AGE_MS, () => readPublicCategory(slug), ['categories'])
}

async function readPublicCategory(slug: string) {
  const [row] = await getDb()
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameEn: categories.nameEn,
      description: categories.description,
      descriptionEn: categories.descriptionEn,
      parentId: categories.parentId,
      color: categories.color,
    })
    .from(categories)
    .where(eq(categories.slug, slug))
  return row ?? null
}
