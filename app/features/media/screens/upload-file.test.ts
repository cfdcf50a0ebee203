import { describe, expect, test } from 'vitest'
import '#app/i18n/admin-texts.ts'
import { translate } from '#app/i18n/dictionaries.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { errorFromResponse } from '#app/ui/admin/api-client.ts'
import { UploadError, uploadErrorMessage } from './upload-file.ts'

const greek: Translate = (key, params) => translate('gr', key, params)
const english: Translate = (key, params) => translate('en', key, params)

describe('upload failure', () => {
  test("a refused transfer says why in the user's language", async () => {
    const refused = await errorFromResponse(
      Response.json(
        {
          message: 'File type not allowed. Accepted types: JPG, PNG',
          code: 'upload.typeNotAllowed',
          params: { types: 'JPG, PNG' },
        },
        { status: 415 },
      ),
    )
    const error = new UploadError('transfer', 415, refused)
    expect(uploadErrorMessage(greek, error)).toBe(
      'Η μεταφόρτωση απέτυχε: 415 - Ο τύπος αρχείου δεν επιτρέπεται. Αποδεκτοί τύποι: JPG, PNG',
    )
    expect(uploadErrorMessage(english, error)).toBe(
      'Upload failed: 415 - File type not allowed. Accepted types: JPG, PNG',
    )
  })

  test('an answer that is not JSON is shown as it came', async () => {
    const error = new UploadError(
      'transfer',
      502,
      await errorFromResponse(new Response('Bad gateway', { status: 502 })),
    )
    expect(uploadErrorMessage(english, error)).toBe('Upload failed: 502 - Bad gateway')
  })
})
