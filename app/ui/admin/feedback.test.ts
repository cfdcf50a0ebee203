import { describe, expect, test } from 'vitest'
import '#app/i18n/admin-texts.ts'
import { translate } from '#app/i18n/dictionaries.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { ArticleInputSchema } from '#app/features/articles/article.schema.ts'
import { errorFromResponse } from './api-client.ts'
import { errorText, fieldText, serverFieldErrors } from './feedback.ts'

const greek: Translate = (key, params) => translate('gr', key, params)
const english: Translate = (key, params) => translate('en', key, params)

const answer = (status: number, body: object) => errorFromResponse(Response.json(body, { status }))

describe('admin feedback: what the server says, in the user language', () => {
  test('a refusal is shown by its code, with its parameters', async () => {
    const refusal = await answer(400, {
      message: 'Cannot delete category: it has 2 articles. Move them to another category first.',
      code: 'category.hasArticles',
      params: { count: 2 },
    })
    expect(errorText(greek, refusal)).toBe(
      'Η κατηγορία δεν μπορεί να διαγραφεί: έχει 2 άρθρα. Μεταφέρετέ τα πρώτα σε άλλη κατηγορία.',
    )
    expect(errorText(english, refusal)).toBe(refusal.serverMessage)
  })

  test('field errors of a 400 by their codes; a 409 e-mail clash on the e-mail field', async () => {
    const invalid = await answer(400, {
      message: 'First name is required',
      code: 'user.firstNameRequired',
      errors: { firstName: 'First name is required', email: 'Invalid email address' },
      fieldCodes: { firstName: 'user.firstNameRequired', email: 'user.emailInvalid' },
    })
    expect(serverFieldErrors(greek, invalid, ['firstName', 'email', 'lastName'])).toEqual([
      ['firstName', 'Το όνομα είναι υποχρεωτικό'],
      ['email', 'Μη έγκυρη διεύθυνση email'],
    ])
    const taken = await answer(409, { message: 'A user with this email already exists', code: 'user.emailTaken' })
    expect(serverFieldErrors(greek, taken, ['email'])).toEqual([['email', 'Υπάρχει ήδη χρήστης με αυτό το email']])
  })

  test("the forms' own schema messages, and texts it does not know as they are", () => {
    const issue = ArticleInputSchema.safeParse({ title: ' ', content: '<p>x</p>', categoryId: 1 }).error?.issues[0]
    expect(fieldText(greek, issue?.message)).toBe('Ο τίτλος είναι υποχρεωτικός')
    expect(fieldText(greek, 'something else')).toBe('something else')
  })

  test('an answer that was not JSON gives no reason', async () => {
    expect(errorText(greek, await errorFromResponse(new Response('oops', { status: 502 })))).toBeNull()
    expect(errorText(greek, new TypeError('Failed to fetch'))).toBeNull()
  })
})
