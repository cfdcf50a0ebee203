import { History, UserRoundPen, Users } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { toastFailure } from '#app/ui/admin/feedback.ts'
import { formatTimeOfDay } from '#app/i18n/format.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import type { Autosave } from './use-autosave.ts'
import type { Presence } from './use-presence.ts'

function Banner({
  tone,
  role,
  icon,
  children,
}: {
  tone: 'warn' | 'info'
  role: 'alert' | 'status'
  icon: ReactNode
  children: ReactNode
}) {
  const colours =
    tone === 'warn' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-sky-200 bg-sky-50 text-sky-950'
  return (
    <div role={role} className={`flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center ${colours}`}>
      <span className="hidden sm:block [&_svg]:size-5">{icon}</span>
      {children}
    </div>
  )
}

/**
 * Who else has the article open. Read-only: who is editing since when, or that
 * someone took the editing over from this tab, with "Take over". Editing: who else
 * is reading it.
 */
export function PresenceBanner({ presence }: { presence: Presence }) {
  const t = useT()
  const { language } = useLanguage()
  const [taking, setTaking] = useState(false)
  const { state } = presence
  if (!state) return null
  if (!presence.readOnly) {
    if (state.others.length === 0) return null
    return (
      <Banner tone="info" role="status" icon={<Users aria-hidden />}>
        <p className="text-sm">{t('admin.editing.alsoOpen', { names: state.others.map((o) => o.name).join(', ') })}</p>
      </Banner>
    )
  }
  const takeOver = () => {
    setTaking(true)
    presence
      .takeOver()
      .catch((error: unknown) => toastFailure(t, 'admin.editing.takeOverFailed', error))
      .finally(() => setTaking(false))
  }
  return (
    <Banner tone="warn" role="alert" icon={<UserRoundPen aria-hidden />}>
      <div className="grid flex-1 gap-1 text-sm">
        {state.takenOverBy ? (
          <>
            <p className="font-medium">{t('admin.editing.takenOver', { name: state.takenOverBy.name })}</p>
            <p>{t('admin.editing.takenOverHint')}</p>
          </>
        ) : (
          <>
            {state.editor ? (
              <p className="font-medium">
                {t('admin.editing.isEditing', {
                  name: state.editor.name,
                  time: formatTimeOfDay(state.editor.since, language),
                })}
              </p>
            ) : null}
            <p>{t('admin.editing.readOnlyHint')}</p>
          </>
        )}
      </div>
      <Button variant="outline" onClick={takeOver} disabled={taking}>
        {taking ? t('admin.editing.takingOver') : t('admin.editing.takeOver')}
      </Button>
    </Banner>
  )
}

/** "You have unsaved changes from 10:42 — Restore / Discard", and then when the changes were last kept. */
export function AutosaveBanner({ autosave, version }: { autosave: Autosave; version: number | null }) {
  const t = useT()
  const { language } = useLanguage()
  const { offer } = autosave
  if (!offer) {
    const note = autosave.failed
      ? t('admin.autosave.failed')
      : autosave.keptAt
        ? t('admin.autosave.kept', { time: formatTimeOfDay(autosave.keptAt, language) })
        : null
    return (
      <p role="status" className="-mb-3 min-h-5 text-right text-xs text-neutral-500">
        {note}
      </p>
    )
  }
  const newer = version !== null && offer.baseVersion !== null && offer.baseVersion < version
  return (
    <Banner tone="warn" role="alert" icon={<History aria-hidden />}>
      <div className="grid flex-1 gap-1 text-sm">
        <p className="font-medium">{t('admin.autosave.offer', { time: formatTimeOfDay(offer.updatedAt, language) })}</p>
        {newer ? <p>{t('admin.autosave.offerNewer')}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button onClick={autosave.restore}>{t('admin.autosave.restore')}</Button>
        <Button variant="outline" onClick={autosave.discard}>
          {t('admin.autosave.discard')}
        </Button>
      </div>
    </Banner>
  )
}
