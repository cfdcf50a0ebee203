import { Router } from 'express'
import { chosenLanguageOfRequest } from '#app/i18n/language.server.ts'
import { UserCreateSchema, UserRoleSchema, UserUpdateSchema } from '#app/features/users/user.schema.ts'
import { changeUserRole, createUser, deleteUser, listUsers, updateUser } from '#app/features/users/users.server.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/** User management: super_admin only. */
export const adminUsersRouter = Router()
adminUsersRouter.use(requireStaff('users.manage'))

adminUsersRouter.get('/', async (_req, res) => {
  res.json(await listUsers())
})

adminUsersRouter.post('/', async (req, res) => {
  const actor = staffUser(res)
  // the new user's mails start in the language the admin is working in
  const language = chosenLanguageOfRequest(req.originalUrl, req.headers.cookie) ?? actor.preferredLanguage
  res.status(201).json(await createUser(parseInput(UserCreateSchema, req.body), actor, language))
})

adminUsersRouter.put('/:id', async (req, res) => {
  const input = parseInput(UserUpdateSchema, req.body)
  res.json(await updateUser({ actor: staffUser(res), id: pathId(req.params.id), input }))
})

adminUsersRouter.put('/:id/role', async (req, res) => {
  const { role } = parseInput(UserRoleSchema, req.body)
  res.json(await changeUserRole({ actor: staffUser(res), id: pathId(req.params.id), role }))
})

adminUsersRouter.delete('/:id', async (req, res) => {
  await deleteUser({ actor: staffUser(res), id: pathId(req.params.id) })
  res.json({ success: true })
})
