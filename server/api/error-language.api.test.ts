import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { errorFromResponse } from '#app/ui/admin/api-client.ts'
import { errorText } from '#app/ui/admin/feedback.ts'
import '#app/i18n/admin-texts.ts'
import { translate, type Translate } from '#app/i18n/i18n.tsx'
import type { Language } from '#app/i18n/language.ts'
import { createArticle } from '#tests/factories/index.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { createApiApp } from '../api-app.ts'

/**
 * "One language per screen": a refusal of the API reaches the admin's screen in
 * the user's language. The API sends its code and parameters (docs/decisions/005-error-codes.md);
 * the admin's feedback module turns the answer, as the API client reads it, into the text
 * the screen shows.
 */
const app = createApiApp()

const translator =
  (language: Language): Translate =>
  (key, params) =>
    translate(language, key, params)

/** The text a screen in `language` shows for this answer of the API. */
async function shownText(answer: request.Response, language: Language): Promise<string | null> {
  const response = new Response(JSON.stringify(answer.body), { status: answer.status })
  return errorText(translator(language), await errorFromResponse(response))
}

describe('server messages in the user language', () => {
  it('a category that has articles is refused in Greek on a Greek screen, in English on an English one', async () => {
    const cookie = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
    const category = (await request(app).post('/api/admin/categories').set('Cookie', cookie).send({ name: 'Πολιτική' }))
      .body as { id: number }
    await createArticle({ categoryId: category.id })
    await createArticle({ categoryId: category.id })
    const refused = await request(app).delete(`/api/admin/categories/${category.id}`).set('Cookie', cookie)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'category.hasArticles', params: { count: 2 } })
    expect(await shownText(refused, 'gr')).toBe(
      'Η κατηγορία δεν μπορεί να διαγραφεί: έχει 2 άρθρα. Μεταφέρετέ τα πρώτα σε άλλη κατηγορία.',
    )
    expect(await shownText(refused, 'en')).toBe(
      'Cannot delete category: it has 2 articles. Move them to another category first.',
    )
  })

  it('an invalid e-mail address is refused in Greek on a Greek screen', async () => {
    const cookie = await sessionCookieFor((await createStaffUser({ role: 'super_admin' })).id)
    const refused = await request(app)
      .post('/api/admin/users')
      .set('Cookie', cookie)
      .send({ firstName: 'Άννα', lastName: 'Κ.', email: 'not-an-address', role: 'editor' })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldCodes).toMatchObject({ email: 'user.emailInvalid' })
    expect(await shownText(refused, 'gr')).toBe('Μη έγκυρη διεύθυνση email')
    expect(await shownText(refused, 'en')).toBe('Invalid email address')
  })
})
