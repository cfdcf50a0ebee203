import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#app/ui/admin/button.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import {
  CORRECTION_TEXT_MAX,
  CorrectionInputSchema,
  type CorrectionInput,
} from '#app/features/articles/article.schema.ts'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { fieldText, serverFieldErrors } from '#app/ui/admin/feedback.ts'
import { useAddCorrection } from './use-corrections.ts'

type FormValues = z.input<typeof CorrectionInputSchema>
const FIELDS = ['text', 'textGr'] as const
const EMPTY: FormValues = { text: '', textGr: '' }

/**
 * "Add correction": the text and its Greek version, checked with the server's own
 * schema first (its messages in the user's language), then sent; the server's field
 * errors land under the fields. A correction added empties the form.
 */
export function CorrectionForm({ articleId }: { articleId: number }) {
  const t = useT()
  const form = useForm<FormValues, unknown, CorrectionInput>({
    resolver: zodResolver(CorrectionInputSchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  const error = (message: string | undefined) => fieldText(t, message)
  const add = useAddCorrection(articleId)
  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => form.reset(EMPTY),
      onError: (failure) => {
        for (const [field, message] of serverFieldErrors(t, failure, FIELDS)) form.setError(field, { message })
      },
    }),
  )
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`correction-${field}`}
          label={t(`admin.corrections.field.${field}`)}
          hint={t(`admin.corrections.field.${field}Hint`)}
          error={error(errors[field]?.message)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register(field)}
              lang={field === 'textGr' ? 'el' : 'en'}
              rows={3}
              maxLength={CORRECTION_TEXT_MAX}
            />
          )}
        </FormField>
      ))}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('admin.corrections.adding') : t('admin.corrections.add')}
        </Button>
      </div>
    </form>
  )
}
