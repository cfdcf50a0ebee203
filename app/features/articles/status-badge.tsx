import { Badge, type BadgeProps } from '#app/ui/admin/badge.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { ArticleStatus } from '#db/schema/enums.ts'

const VARIANTS: Record<ArticleStatus, BadgeProps['variant']> = {
  draft: 'secondary',
  under_review: 'warning',
  published: 'success',
}

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const t = useT()
  return <Badge variant={VARIANTS[status]}>{t(`admin.articleStatus.${status}`)}</Badge>
}
