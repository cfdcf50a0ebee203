import { Router } from 'express'
import { PreferredLanguageSchema } from '#app/features/users/user.schema.ts'
import { setPreferredLanguage } from '#app/features/users/users.server.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { parseInput } from '#server/http/validate.ts'

/** /api/admin/profile: what the signed-in staff user keeps about themselves, whatever their role. */
export const adminProfileRouter = Router()
adminProfileRouter.use(requireStaff())

/** `{language: 'gr' | 'en'}`: the admin's language switch, remembered for the user's mails. */
adminProfileRouter.put('/language', async (req, res) => {
  const { language } = parseInput(PreferredLanguageSchema, req.body)
  await setPreferredLanguage(staffUser(res).id, language)
  res.json({ language })
})
