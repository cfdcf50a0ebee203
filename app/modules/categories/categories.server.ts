import { asc, eq } from 'drizzle-orm'
import { categories } from '#db/schema/index.ts'
import { getDb } from '#app/utils/db.server.ts'

export interface PublicCategory {
  id: number
  slug: string
  name: string
  nameEn: string | null
  parentId: number | null
  color: string
}

/** Every category in display order (sortOrder, then Greek name). */
export async function listPublicCategories(): Promise<PublicCategory[]> {
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

export async function getPublicCategoryBySlug(slug: string) {
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
