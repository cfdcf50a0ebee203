import { NotFoundNotice } from '#app/ui/not-found-notice.tsx'
import { useT } from '#app/i18n/i18n.tsx'

/** 'Article not found', its text and a way back home (sent with HTTP 404). */
export function ArticleNotFound() {
  const t = useT()
  return <NotFoundNotice title={t('article.notFound')} text={t('article.notFoundText')} />
}
