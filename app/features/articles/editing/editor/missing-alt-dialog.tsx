import { useRef, useState } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#app/ui/admin/alert-dialog.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { ArticleStatus } from '#db/schema/enums.ts'
import type { AdminArticle } from '#app/features/articles/article.types.ts'
import type { ArticleForm } from './form-types.ts'
import { lacksAltText } from './image-details.ts'

/**
 * Publishing a featured image without alt text asks first: a warning, not a block (the
 * field is optional). "Add alt text" goes to the field; "Publish anyway" publishes.
 * Asked when the save publishes the article or a new image.
 */
export function usePublishCheck(
  form: ArticleForm,
  saved: Pick<AdminArticle, 'status' | 'featuredImageUrl'> | null,
  save: (status: ArticleStatus) => void,
) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  const toAltField = useRef(false)

  const onSave = (status: ArticleStatus) => {
    const values = form.getValues()
    const publishesImage = saved?.status !== 'published' || saved.featuredImageUrl !== values.featuredImageUrl
    if (status === 'published' && publishesImage && lacksAltText(values)) {
      toAltField.current = false
      setAsking(true)
    } else save(status)
  }

  const dialog = (
    <AlertDialog open={asking} onOpenChange={setAsking}>
      <AlertDialogContent
        data-testid="missing-alt-dialog"
        onCloseAutoFocus={(event) => {
          if (!toAltField.current) return
          event.preventDefault()
          form.setFocus('featuredImageAlt')
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.photo.noAltTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('admin.photo.noAltText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => (toAltField.current = true)}>{t('admin.photo.addAlt')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => save('published')}>{t('admin.photo.publishAnyway')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
  return { onSave, dialog }
}
