import { FormField } from '#app/ui/admin/form-field.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Textarea } from '#app/ui/admin/textarea.tsx'
import type { TranslationKey } from '#app/i18n/text-keys.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { NEWSLETTER_MAX_ARTICLES } from '#app/features/newsletters/newsletter.schema.ts'
import { NewsletterArticles } from './newsletter-articles.tsx'
import type { NewsletterDraft } from './use-newsletters.ts'

export type DraftErrors = { subject?: TranslationKey; articles?: TranslationKey }

/** One language's subject and intro: the main text, or the Greek version. */
function TextFields({
  variant,
  draft,
  onChange,
  subjectError,
}: {
  variant: 'main' | 'greek'
  draft: NewsletterDraft
  onChange: (draft: NewsletterDraft) => void
  subjectError?: string
}) {
  const t = useT()
  const greek = variant === 'greek'
  const subjectKey = greek ? 'subjectGr' : 'subject'
  const introKey = greek ? 'introGr' : 'intro'
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(greek ? 'admin.newsletters.section.greek' : 'admin.newsletters.section.main')}</CardTitle>
        <CardDescription>
          {t(greek ? 'admin.newsletters.section.greekHint' : 'admin.newsletters.section.mainHint')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField
          id={`newsletter-${subjectKey}`}
          label={`${t('admin.newsletters.field.subject')}${greek ? '' : ' *'}`}
          error={subjectError}
        >
          {(control) => (
            <Input
              {...control}
              value={draft[subjectKey]}
              maxLength={200}
              onChange={(event) => onChange({ ...draft, [subjectKey]: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`newsletter-${introKey}`} label={t('admin.newsletters.field.intro')}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={draft[introKey]}
              maxLength={5000}
              onChange={(event) => onChange({ ...draft, [introKey]: event.target.value })}
            />
          )}
        </FormField>
      </CardContent>
    </Card>
  )
}

/** The compose form of a new, draft or scheduled issue: texts in both variants and the articles. */
export function NewsletterCompose({
  draft,
  onChange,
  errors,
}: {
  draft: NewsletterDraft
  onChange: (draft: NewsletterDraft) => void
  errors: DraftErrors
}) {
  const t = useT()
  return (
    <div className="grid gap-6">
      <TextFields
        variant="main"
        draft={draft}
        onChange={onChange}
        subjectError={errors.subject ? t(errors.subject) : undefined}
      />
      <TextFields variant="greek" draft={draft} onChange={onChange} />
      <Card>
        <CardContent className="pt-6">
          <NewsletterArticles
            ids={draft.articleIds}
            onChange={(articleIds) => onChange({ ...draft, articleIds })}
            error={errors.articles ? t(errors.articles, { max: NEWSLETTER_MAX_ARTICLES }) : undefined}
          />
        </CardContent>
      </Card>
    </div>
  )
}
