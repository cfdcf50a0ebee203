import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ListPager } from '#app/ui/admin/list-pager.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { buttonVariants } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { newsletterPageCount } from './newsletter-format.ts'
import { NewslettersTable } from './newsletters-table.tsx'
import { useNewsletterPage } from './use-newsletters.ts'

/** The newsletters screen: the issues, newest first, and a new one. */
export function NewslettersList() {
  const t = useT()
  const [page, setPage] = useState(1)
  const list = useNewsletterPage(page)
  const pages = list.data ? newsletterPageCount(list.data.total) : 1
  return (
    <>
      <PageHeader
        title={t('admin.newsletters.title')}
        subtitle={t('admin.newsletters.subtitle')}
        actions={
          <Link to="/admin/newsletters/new" className={buttonVariants()}>
            <Plus aria-hidden />
            {t('admin.newsletters.new')}
          </Link>
        }
      />
      {list.isError && !list.data ? (
        <QueryError title={t('admin.newsletters.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Card>
          <NewslettersTable newsletters={list.data?.newsletters} />
          <ListPager
            label={t('admin.newsletters.page', { page: Math.min(page, pages), pages })}
            hasPrevious={page > 1}
            hasNext={page < pages}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
          />
        </Card>
      )}
    </>
  )
}
