import { ArrowLeft, Save } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '#app/ui/admin/api-client.ts'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { Badge } from '#app/ui/admin/badge.tsx'
import { Button, buttonVariants } from '#app/ui/admin/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { NewsletterDetail } from '#app/features/newsletters/newsletter.types.ts'
import { NewsletterActions } from './newsletter-actions.tsx'
import { NewsletterCompose, type DraftErrors } from './newsletter-compose.tsx'
import { WithContent } from '#app/ui/with-content.tsx'
import { STATUS_VARIANT, draftProblems, isEditable, issueSubject } from './newsletter-format.ts'
import { NewsletterPreview } from './newsletter-preview.tsx'
import { NewsletterProgress } from './newsletter-progress.tsx'
import { useNewsletter, useSaveNewsletter, type NewsletterDraft } from './use-newsletters.ts'

const EMPTY: NewsletterDraft = { subject: '', subjectGr: '', intro: '', introGr: '', articleIds: [] }

function draftOf(issue: NewsletterDetail): NewsletterDraft {
  return {
    subject: issue.subject,
    subjectGr: issue.subjectGr ?? '',
    intro: issue.intro,
    introGr: issue.introGr ?? '',
    articleIds: issue.articleIds,
  }
}

function BackLink() {
  const t = useT()
  return (
    <Link to="/admin/newsletters" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden />
      {t('admin.newsletters.backToList')}
    </Link>
  )
}

/** An address that names no issue. */
export function NewsletterNotFound() {
  const t = useT()
  return (
    <>
      <PageHeader title={t('admin.newsletters.title')} actions={<BackLink />} />
      <p className="text-neutral-600">{t('admin.newsletters.notFound')}</p>
    </>
  )
}

/** A new issue (null) or one issue: composed while a draft or scheduled, read-only once sending or sent. */
export function NewsletterScreen({ newsletterId }: { newsletterId: number | null }) {
  const t = useT()
  const issue = useNewsletter(newsletterId)
  if (newsletterId === null) return <NewsletterEditor saved={null} />
  if (issue.isError) {
    if (isApiError(issue.error) && issue.error.status === 404) return <NewsletterNotFound />
    return (
      <>
        <PageHeader title={t('admin.newsletters.title')} actions={<BackLink />} />
        <QueryError
          title={t('admin.newsletters.loadFailed')}
          error={issue.error}
          onRetry={() => void issue.refetch()}
        />
      </>
    )
  }
  if (!issue.data) return <Skeleton className="h-96 w-full" />
  if (!isEditable(issue.data.status)) return <SentNewsletter issue={issue.data} />
  return <NewsletterEditor key={issue.data.id} saved={issue.data} />
}

function IssueHeader({ issue }: { issue: NewsletterDetail }) {
  const t = useT()
  const { language } = useLanguage()
  return (
    <PageHeader
      title={t('admin.newsletters.editTitle', { subject: issueSubject(issue, language) })}
      heading={
        <WithContent text={t('admin.newsletters.editTitle')} slot="subject" value={issueSubject(issue, language)} />
      }
      actions={
        <>
          <Badge variant={STATUS_VARIANT[issue.status]} className="self-center" data-testid="newsletter-status">
            {t(`admin.newsletters.status.${issue.status}`)}
          </Badge>
          <BackLink />
        </>
      }
    />
  )
}

/** Sending, sent or failed: counts and the preview; nothing can be changed or sent again. */
function SentNewsletter({ issue }: { issue: NewsletterDetail }) {
  const t = useT()
  return (
    <>
      <IssueHeader issue={issue} />
      <div className="grid gap-6">
        <p className="text-sm text-neutral-600">{t('admin.newsletters.readOnly')}</p>
        <NewsletterProgress issue={issue} />
        <NewsletterPreview id={issue.id} version={issue.sentAt ?? issue.status} />
      </div>
    </>
  )
}

function NewsletterEditor({ saved }: { saved: NewsletterDetail | null }) {
  const t = useT()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<NewsletterDraft>(saved ? draftOf(saved) : EMPTY)
  const [errors, setErrors] = useState<DraftErrors>({})
  const save = useSaveNewsletter(saved?.id ?? null)
  const savedJson = JSON.stringify(saved ? draftOf(saved) : EMPTY)
  const unsaved = JSON.stringify(draft) !== savedJson

  const submit = () => {
    const problems = draftProblems(draft)
    setErrors(problems)
    if (problems.subject || problems.articles) return
    save.mutate(draft, {
      onSuccess: (result) => {
        setDraft(draftOf(result))
        if (!saved) void navigate(`/admin/newsletters/${result.id}`, { replace: true })
      },
    })
  }

  return (
    <>
      {saved ? (
        <IssueHeader issue={saved} />
      ) : (
        <PageHeader title={t('admin.newsletters.newTitle')} actions={<BackLink />} />
      )}
      <div className="grid max-w-4xl gap-6">
        <div className="grid gap-6">
          <NewsletterCompose
            draft={draft}
            errors={errors}
            onChange={(next) => {
              setDraft(next)
              if (errors.subject || errors.articles) setErrors(draftProblems(next))
            }}
          />
          <div className="flex justify-end">
            <Button onClick={submit} disabled={save.isPending || (saved !== null && !unsaved)}>
              <Save aria-hidden />
              {save.isPending ? t('admin.newsletters.saving') : t('admin.newsletters.save')}
            </Button>
          </div>
        </div>
        {saved ? (
          <div className="grid gap-6">
            <NewsletterActions issue={saved} unsaved={unsaved} />
            <NewsletterPreview id={saved.id} version={savedJson} />
          </div>
        ) : null}
      </div>
    </>
  )
}
