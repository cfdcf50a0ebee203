import { Router } from 'express'
import { z } from 'zod'
import { LANGUAGES } from '#db/schema/enums.ts'
import { NewsletterInputSchema, NewsletterSendSchema } from '#app/features/newsletters/newsletter.schema.ts'
import { newsletterMessages as m } from '#app/features/newsletters/newsletter.messages.ts'
import { previewNewsletter, sendTestNewsletter } from '#app/features/newsletters/newsletter-preview.server.ts'
import {
  cancelScheduledNewsletter,
  createNewsletter,
  getNewsletter,
  listNewsletters,
  sendNewsletter,
  updateNewsletter,
} from '#app/features/newsletters/newsletters.server.ts'
import { schemaText } from '#app/utils/messages.ts'
import { optionalChoice, pageFields } from '#app/utils/schema-fields.ts'
import { staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/**
 * /api/admin/newsletters: editors and super_admins. The role is checked where the
 * router is mounted, before the body is read (router.ts): a contributor gets 403
 * whatever it sends.
 */
export const adminNewslettersRouter = Router()

const ListQuerySchema = z.object(pageFields({ max: 100, fallback: 20 }))
const LanguageSchema = z.object({
  language: optionalChoice(LANGUAGES, schemaText(m.languageInvalid)),
})

adminNewslettersRouter.get('/', async (req, res) => {
  res.json(await listNewsletters(parseInput(ListQuerySchema, req.query)))
})

adminNewslettersRouter.post('/', async (req, res) => {
  res.status(201).json(await createNewsletter(staffUser(res), parseInput(NewsletterInputSchema, req.body)))
})

adminNewslettersRouter.get('/:id', async (req, res) => {
  res.json(await getNewsletter(pathId(req.params.id)))
})

adminNewslettersRouter.put('/:id', async (req, res) => {
  const id = pathId(req.params.id)
  res.json(await updateNewsletter(id, parseInput(NewsletterInputSchema, req.body)))
})

adminNewslettersRouter.get('/:id/preview', async (req, res) => {
  const id = pathId(req.params.id)
  const { language } = parseInput(LanguageSchema, req.query)
  res.json(await previewNewsletter(id, language ?? 'gr'))
})

adminNewslettersRouter.post('/:id/test', async (req, res) => {
  const id = pathId(req.params.id)
  const actor = staffUser(res)
  const { language } = parseInput(LanguageSchema, req.body ?? {})
  await sendTestNewsletter(actor, id, language ?? actor.preferredLanguage)
  res.json({ success: true })
})

adminNewslettersRouter.post('/:id/send', async (req, res) => {
  const id = pathId(req.params.id)
  res.json(await sendNewsletter(staffUser(res), id, parseInput(NewsletterSendSchema, req.body)))
})

adminNewslettersRouter.post('/:id/cancel', async (req, res) => {
  res.json(await cancelScheduledNewsletter(staffUser(res), pathId(req.params.id)))
})
