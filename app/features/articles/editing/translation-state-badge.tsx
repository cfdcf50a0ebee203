import { Languages } from 'lucide-react'
import { Badge, type BadgeProps } from '#app/ui/admin/badge.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { TranslationState } from '#app/features/articles/translation-state.ts'

/**
 * A missing or older version asks for work (amber); one language only is a choice of
 * the newsroom, said quietly; both up to date is good news.
 */
const VARIANTS: Record<TranslationState, BadgeProps['variant']> = {
  single: 'outline',
  greekMissing: 'warning',
  greekOutdated: 'warning',
  mainOutdated: 'warning',
  complete: 'success',
}

/** An article's translation state (translation-state.ts), in the staff user's language. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const t = useT()
  return (
    <Badge
      variant={VARIANTS[state]}
      data-translation-state={state}
      className="gap-1 rounded-md text-left whitespace-normal"
    >
      <Languages aria-hidden className="size-3 shrink-0" />
      {t(`admin.translation.state.${state}`)}
    </Badge>
  )
}
