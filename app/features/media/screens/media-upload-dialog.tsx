import { CheckCircle2, FileImage, Upload, X, XCircle } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { Progress } from '#app/ui/admin/progress.tsx'
import { toast } from '#app/ui/use-toast.ts'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { intlLocale } from '#app/i18n/language.ts'
import { fileProblem, formatFileSize, megabytes, MEDIA_IMAGE_RULE } from './file-validation.ts'
import { uploadFile } from './upload-file.ts'
import { useFileProblemToast } from './use-file-problem-toast.ts'
import { useRefreshMedia } from './use-media.ts'

interface Entry {
  key: number
  file: File
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
}

let nextKey = 0

/** Choose up to `maxFiles` images, then Upload: one after another, each with its progress. */
function UploadForm({ maxFiles, onDone }: { maxFiles: number; onDone: () => void }) {
  const t = useT()
  const { language } = useLanguage()
  const input = useRef<HTMLInputElement>(null)
  const [entries, setEntries] = useState<Entry[]>([])
  const [running, setRunning] = useState(false)
  const showProblem = useFileProblemToast()
  const refresh = useRefreshMedia()
  const update = (key: number, change: Partial<Entry>) =>
    setEntries((current) => current.map((e) => (e.key === key ? { ...e, ...change } : e)))

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? [])
    event.target.value = ''
    const accepted = chosen.filter((file) => {
      const problem = fileProblem(file, MEDIA_IMAGE_RULE)
      if (problem) showProblem(problem)
      return !problem
    })
    const room = maxFiles - entries.length
    if (accepted.length > room) {
      toast({
        variant: 'destructive',
        title: t('admin.upload.invalidFile'),
        description: t('admin.media.uploadDialog.tooMany', { count: maxFiles }),
      })
    }
    const added = accepted.slice(0, Math.max(0, room)).map((file) => ({
      key: nextKey++,
      file,
      progress: 0,
      state: 'waiting' as const,
    }))
    setEntries((current) => [...current, ...added])
  }

  const uploadAll = async () => {
    setRunning(true)
    let failed = 0
    for (const entry of entries.filter((e) => e.state !== 'done')) {
      update(entry.key, { state: 'uploading', progress: 0 })
      try {
        await uploadFile(entry.file, {
          maxSize: MEDIA_IMAGE_RULE.maxBytes,
          onProgress: (progress) => update(entry.key, { progress }),
        })
        update(entry.key, { state: 'done', progress: 0 })
      } catch {
        failed++
        update(entry.key, { state: 'failed', progress: 0 })
      }
    }
    setRunning(false)
    void refresh()
    if (failed > 0) {
      toast({ variant: 'destructive', title: t('admin.common.error'), description: t('admin.media.uploadFailed') })
      setEntries((current) => current.filter((e) => e.state !== 'done'))
    } else {
      toast({ title: t('admin.common.success'), description: t('admin.media.uploaded') })
      onDone()
    }
  }

  const locale = intlLocale(language)
  return (
    <div className="grid gap-4">
      <input
        ref={input}
        id="media-upload-input"
        type="file"
        multiple={maxFiles > 1}
        accept={MEDIA_IMAGE_RULE.accept.join(',')}
        onChange={choose}
        className="sr-only"
        aria-label={maxFiles > 1 ? t('admin.media.uploadDialog.choose') : t('admin.media.uploadDialog.chooseOne')}
        disabled={running}
      />
      <Button
        variant="outline"
        className="h-24 border-dashed"
        onClick={() => input.current?.click()}
        disabled={running || entries.length >= maxFiles}
      >
        <FileImage aria-hidden />
        {maxFiles > 1 ? t('admin.media.uploadDialog.choose') : t('admin.media.uploadDialog.chooseOne')}
      </Button>
      {entries.length === 0 ? (
        <p className="text-center text-sm text-neutral-500">{t('admin.media.uploadDialog.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <li key={entry.key} className="grid gap-2 rounded-md border border-neutral-200 p-3">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{entry.file.name}</span>
                <span className="shrink-0 text-xs text-neutral-500">{formatFileSize(entry.file.size, locale)}</span>
                {entry.state === 'done' ? (
                  <CheckCircle2 className="size-4 text-green-600" aria-label={t('admin.media.uploadDialog.done')} />
                ) : entry.state === 'failed' ? (
                  <XCircle className="size-4 text-red-600" aria-label={t('admin.media.uploadDialog.fileFailed')} />
                ) : null}
                {!running ? (
                  <button
                    type="button"
                    className="rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
                    aria-label={t('admin.media.uploadDialog.remove', { name: entry.file.name })}
                    onClick={() => setEntries((current) => current.filter((e) => e.key !== entry.key))}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                ) : null}
              </div>
              {entry.state === 'uploading' ? (
                <Progress
                  value={entry.progress}
                  aria-label={t('admin.media.uploadDialog.progressOf', { name: entry.file.name })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={running}>
          {t('admin.common.cancel')}
        </Button>
        <Button onClick={() => void uploadAll()} disabled={running || entries.every((e) => e.state === 'done')}>
          <Upload aria-hidden />
          {running ? t('admin.media.uploadDialog.submitting') : t('admin.media.uploadDialog.submit')}
        </Button>
      </DialogFooter>
    </div>
  )
}

/** The media upload dialog: uploads start only on Upload; the list loads again afterwards. */
export function MediaUploadDialog({
  open,
  maxFiles,
  onClose,
}: {
  open: boolean
  maxFiles: number
  onClose: () => void
}) {
  const t = useT()
  const size = megabytes(MEDIA_IMAGE_RULE.maxBytes)
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.media.uploadDialog.title')}</DialogTitle>
          <DialogDescription>
            {maxFiles > 1
              ? t('admin.media.uploadDialog.description', { size, count: maxFiles })
              : t('admin.media.uploadDialog.descriptionOne', { size })}
          </DialogDescription>
        </DialogHeader>
        {open ? <UploadForm maxFiles={maxFiles} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
