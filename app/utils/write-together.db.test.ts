import { asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tags } from '#db/schema/index.ts'
import { getDb, writeTogether } from './db.server.ts'

/** writeTogether: a save's records in one statement (one round trip), all or none. */
const tagNamed = (slug: string) => getDb().insert(tags).values({ name: slug, slug })
const slugsLike = async (pattern: string) =>
  (await getDb().select({ slug: tags.slug }).from(tags).where(like(tags.slug, pattern)).orderBy(asc(tags.slug))).map(
    (row) => row.slug,
  )

describe('writeTogether', () => {
  it('runs every write given, and leaves out the absent ones', async () => {
    await writeTogether(getDb(), [tagNamed('together-a'), null, tagNamed('together-b'), false, tagNamed('together-c')])
    expect(await slugsLike('together-%')).toEqual(['together-a', 'together-b', 'together-c'])
    await writeTogether(getDb(), [getDb().delete(tags).where(eq(tags.slug, 'together-b'))])
    expect(await slugsLike('together-%')).toEqual(['together-a', 'together-c'])
    await writeTogether(getDb(), [])
  })

  it('writes nothing when one of the writes fails', async () => {
    await tagNamed('taken').execute()
    await expect(writeTogether(getDb(), [tagNamed('lost-a'), tagNamed('taken'), tagNamed('lost-b')])).rejects.toThrow()
    expect(await slugsLike('lost-%')).toEqual([])
  })
})
