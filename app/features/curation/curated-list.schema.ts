import { z } from 'zod'
import { BREAKING_NEWS_MAX, EDITORS_PICK_MAX } from '#app/utils/constants.ts'
import { idList } from '#app/utils/ids.ts'
import { schemaText } from '#app/utils/messages.ts'
import { settingsMessages as m } from '#app/features/settings/public.ts'

/** The bodies of PUT /api/admin/settings that replace a curated list: its article ids, in order. */
const articleIds = (max: number, maxMessage: string) =>
  idList({
    message: schemaText(m.idsRequired),
    itemMessage: schemaText(m.invalidSelection),
    max,
    maxMessage,
  })

export const BreakingNewsSchema = z.object({
  breakingNewsArticles: articleIds(BREAKING_NEWS_MAX, schemaText(m.breakingNewsLimit)),
})

export const EditorsPickSchema = z.object({
  editorsPickArticles: articleIds(EDITORS_PICK_MAX, schemaText(m.editorsPickLimit)),
})
