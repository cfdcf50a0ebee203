import { Router } from 'express'
import {
  createCategory,
  createTags,
  deleteCategory,
  deleteTag,
  listCategories,
  listTags,
  updateCategory,
} from '#app/features/taxonomy/admin-categories.server.ts'
import { CategoryInputSchema, TagNamesSchema } from '#app/features/taxonomy/category.schema.ts'
import { requireStaff, staffUser } from '#app/features/auth/public.server.ts'
import { pathId, parseInput } from '#server/http/validate.ts'

/** /api/admin/categories and /api/admin/tags (every staff user). */
export const adminCategoriesRouter = Router()
adminCategoriesRouter.use(requireStaff('categories.manage'))

adminCategoriesRouter.get('/', async (_req, res) => {
  res.json(await listCategories())
})
adminCategoriesRouter.post('/', async (req, res) => {
  res.status(201).json(await createCategory(parseInput(CategoryInputSchema, req.body), staffUser(res)))
})
adminCategoriesRouter.put('/:id', async (req, res) => {
  const input = parseInput(CategoryInputSchema, req.body)
  res.json(await updateCategory(pathId(req.params.id), input, staffUser(res)))
})
adminCategoriesRouter.delete('/:id', async (req, res) => {
  await deleteCategory(pathId(req.params.id), staffUser(res))
  res.json({ success: true })
})

export const adminTagsRouter = Router()
adminTagsRouter.use(requireStaff('tags.manage'))

adminTagsRouter.get('/', async (_req, res) => {
  res.json(await listTags())
})
adminTagsRouter.post('/', async (req, res) => {
  res.status(201).json(await createTags(parseInput(TagNamesSchema, req.body).tagNames, staffUser(res)))
})
adminTagsRouter.delete('/:id', async (req, res) => {
  await deleteTag(pathId(req.params.id), staffUser(res))
  res.json({ success: true })
})
