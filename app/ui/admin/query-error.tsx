import { TriangleAlert } from 'lucide-react'
import { Button } from './button.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { isUnauthorizedError } from './api-client.ts'
import { errorText } from './feedback.ts'

/** A failed load: what failed, why (the API's message), and a way to try again. */
export function QueryError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT()
  // a lost session: the API client is already telling the user and going to the login
  if (isUnauthorizedError(error)) return null
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center"
    >
      <TriangleAlert className="size-8 text-red-600" aria-hidden />
      <p className="font-semibold text-red-900">{title}</p>
      {error instanceof Error ? <p className="text-sm text-red-800">{errorText(t, error) ?? error.message}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('admin.common.retry')}
      </Button>
    </div>
  )
}
