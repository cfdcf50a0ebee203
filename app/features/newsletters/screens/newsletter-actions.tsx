import { CalendarClock, FlaskConical, Send, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/admin/card.tsx'
import { ConfirmDialog } from '#app/ui/admin/confirm-dialog.tsx'
import { Input } from '#app/ui/admin/input.tsx'
import { Label } from '#app/ui/admin/label.tsx'
import { formatDateTime, formatNumber } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { NewsletterDetail } from '#app/features/newsletters/newsletter.types.ts'
import { scheduledIso } from './newsletter-format.ts'
import { useActiveSubscribers, useNewsletterActions } from './use-newsletters.ts'

/** Send a test to oneself, send now (after a confirmation), schedule, or cancel the schedule. */
export function NewsletterActions({ issue, unsaved }: { issue: NewsletterDetail; unsaved: boolean }) {
  const t = useT()
  const { language } = useLanguage()
  const { send, cancel, test } = useNewsletterActions(issue.id)
  const [confirming, setConfirming] = useState(false)
  const [when, setWhen] = useState('')
  const [whenError, setWhenError] = useState<string | null>(null)
  const active = useActiveSubscribers(confirming)
  const busy = unsaved || send.isPending || cancel.isPending

  const schedule = () => {
    const at = scheduledIso(when)
    if (!at) return setWhenError(t('admin.newsletters.scheduleInPast'))
    setWhenError(null)
    send.mutate(at, { onSuccess: () => setWhen('') })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.newsletters.actions.title')}</CardTitle>
        {unsaved ? <p className="text-sm text-amber-700">{t('admin.newsletters.unsaved')}</p> : null}
        {issue.status === 'scheduled' && issue.scheduledAt ? (
          <p className="text-sm text-neutral-700" data-testid="newsletter-scheduled-for">
            {t('admin.newsletters.scheduledFor', { time: formatDateTime(issue.scheduledAt, language) })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={unsaved || test.isPending} onClick={() => test.mutate(language)}>
            <FlaskConical aria-hidden />
            {t('admin.newsletters.test')}
          </Button>
          <Button disabled={busy} onClick={() => setConfirming(true)}>
            <Send aria-hidden />
            {t('admin.newsletters.sendNow')}
          </Button>
          {issue.status === 'scheduled' ? (
            <Button variant="outline" disabled={busy} onClick={() => cancel.mutate()}>
              <X aria-hidden />
              {t('admin.newsletters.cancelSchedule')}
            </Button>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="newsletter-schedule-at">{t('admin.newsletters.scheduleAt')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="newsletter-schedule-at"
              type="datetime-local"
              value={when}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? 'newsletter-schedule-error' : undefined}
              onChange={(event) => setWhen(event.target.value)}
              className="sm:w-64"
            />
            <Button variant="outline" disabled={busy} onClick={schedule}>
              <CalendarClock aria-hidden />
              {t('admin.newsletters.schedule')}
            </Button>
          </div>
          {whenError ? (
            <p id="newsletter-schedule-error" role="alert" className="text-sm text-red-600">
              {whenError}
            </p>
          ) : null}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.newsletters.sendTitle')}
        description={
          active.data === undefined
            ? t('admin.newsletters.sendConfirmUnknown')
            : t('admin.newsletters.sendConfirm', { count: formatNumber(active.data, language) })
        }
        confirmLabel={send.isPending ? t('admin.newsletters.sending') : t('admin.newsletters.sendAction')}
        cancelLabel={t('admin.common.cancel')}
        pending={send.isPending}
        onConfirm={() => send.mutate(null, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  )
}
