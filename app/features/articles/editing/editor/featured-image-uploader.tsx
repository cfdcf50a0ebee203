import { ImageUp, Trash2 } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Progress } from '#app/ui/admin/progress.tsx'
import { toast } from '#app/ui/use-toast.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { FEATURED_IMAGE_RULE, fileProblem, megabytes } from '#app/features/media/public.ts'
import { useRefreshMedia } from '#app/features/media/public.ts'
import { uploadErrorMessage, uploadFile } from '#app/features/media/public.ts'
import { useFileProblemToast } from '#app/features/media/public.ts'

/**
 * The featured image: one image up to 50 MB through the
 * three-step upload, with its progress; a preview and a remove button once set.
 */
export function FeaturedImageUploader({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string
  value: string
  onChange: (url: string) => void
  describedBy?: string
}) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState(0)
  const [failedPreview, setFailedPreview] = useState<string | null>(null)
  const showProblem = useFileProblemToast()
  const refreshMedia = useRefreshMedia()
  const uploading = progress > 0

  const upload = async (file: File) => {
    const problem = fileProblem(file, FEATURED_IMAGE_RULE)
    if (problem) return showProblem(problem)
    try {
      const { objectPath } = await uploadFile(file, { maxSize: FEATURED_IMAGE_RULE.maxBytes, onProgress: setProgress })
      onChange(objectPath)
      toast({ title: t('admin.common.success'), description: t('admin.upload.featuredSuccess') })
      void refreshMedia()
    } catch (error) {
      toast({ variant: 'destructive', title: t('admin.upload.failed'), description: uploadErrorMessage(t, error) })
    } finally {
      setProgress(0)
    }
  }

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // the same file may be chosen again after a failure
    event.target.value = ''
    if (file) void upload(file)
  }

  return (
    <div className="grid gap-3">
      {value && failedPreview !== value ? (
        <div className="relative w-full max-w-md overflow-hidden rounded-md border border-neutral-200 bg-neutral-100">
          <img
            src={value}
            alt={t('admin.upload.preview')}
            className="aspect-video w-full object-cover"
            onError={() => setFailedPreview(value)}
          />
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={FEATURED_IMAGE_RULE.accept.join(',')}
        className="sr-only"
        aria-describedby={describedBy}
        onChange={onFileChosen}
        disabled={uploading}
      />
      {uploading ? (
        <div className="grid max-w-md gap-1.5">
          <Progress value={progress} aria-label={t('admin.upload.progress')} />
          <p className="text-sm text-neutral-600" aria-live="polite">
            {t('admin.upload.uploading', { percent: progress })}
          </p>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {value ? t('admin.upload.replace') : t('admin.upload.choose')}
          </Button>
          {value ? (
            <Button variant="outline" onClick={() => onChange('')} className="text-red-600 hover:text-red-700">
              <Trash2 aria-hidden />
              {t('admin.upload.remove')}
            </Button>
          ) : null}
        </div>
      )}
      <p className="text-xs text-neutral-500">
        {t('admin.upload.imageHint', { n: megabytes(FEATURED_IMAGE_RULE.maxBytes) })}
      </p>
    </div>
  )
}
