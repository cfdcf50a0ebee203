import { asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tags } from '#db/schema/index.ts'
import { getDb, withWrites } from './db.server.ts'

/** withWrites: a save's records in its statement (one round trip), all or none. */
const tagNamed = (slug: string) => getDb().insert(tags).values({ name: slug, slug })
const slugsLike = async (pattern: string) =>
  (await getDb().select({ slug: tags.slug }).from(tags).where(like(tags.slug, pattern)).orderBy(asc(tags.slug))).map(
    (row) => row.slug,
  )

describe('withWrites', () => {
  it('runs every write given with the main statement, and leaves out the absent ones', async () => {
    const [main] = await withWrites(getDb(), [tagNamed('together-a'), null, tagNamed('together-b'), false])
      .insert(tags)
      .values({ name: 'together-c', slug: 'together-c' })
      .returning({ slug: tags.slug })
    expect(main).toEqual({ slug: 'together-c' })
    expect(await slugsLike('together-%')).toEqual(['together-a', 'together-b', 'together-c'])
    await withWrites(getDb(), [getDb().delete(tags).where(eq(tags.slug, 'together-b'))])
      .delete(tags)
      .where(eq(tags.slug, 'together-c'))
    expect(await slugsLike('together-%')).toEqual(['together-a'])
  })

  it('writes nothing when one of the writes fails', async () => {
    await tagNamed('taken').execute()
    const together = withWrites(getDb(), [tagNamed('lost-a'), tagNamed('taken')])
    await expect(together.insert(tags).values({ name: 'lost-b', slug: 'lost-b' })).rejects.toThrow()
    expect(await slugsLike('lost-%')).toEqual([])
  })
})
