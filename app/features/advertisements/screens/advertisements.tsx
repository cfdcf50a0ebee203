import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/ui/admin/button.tsx'
import { Card } from '#app/ui/admin/card.tsx'
import { ConfirmDialog } from '#app/ui/admin/confirm-dialog.tsx'
import { PageHeader } from '#app/ui/admin/page-header.tsx'
import { QueryError } from '#app/ui/admin/query-error.tsx'
import { summarizeAds, toggledStatus } from './ad-format.ts'
import { AdFormDialog } from './ad-form-dialog.tsx'
import { AdSummaryCards } from './ad-summary-cards.tsx'
import { AdsTable } from './ads-table.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'
import { useAdMutations, useAds } from './use-ads.ts'

/** The advertisements screen, in the admin's language (Greek or English), for editors and super_admins. */
export function Advertisements() {
  const t = useT()
  const ads = useAds()
  const { setStatus, remove } = useAdMutations()
  const [editing, setEditing] = useState<{ ad: AdminAd | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminAd | null>(null)
  const list = ads.data?.advertisements
  return (
    <div>
      <PageHeader
        title={t('admin.ads.title')}
        subtitle={t('admin.ads.subtitle')}
        actions={
          <Button onClick={() => setEditing({ ad: null })}>
            <Plus aria-hidden />
            {t('admin.ads.new')}
          </Button>
        }
      />
      {ads.isError ? (
        <QueryError title={t('admin.ads.loadFailed')} error={ads.error} onRetry={() => void ads.refetch()} />
      ) : (
        <>
          <AdSummaryCards summary={list ? summarizeAds(list) : undefined} />
          <Card>
            <AdsTable
              ads={list}
              pendingStatusId={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
              onToggle={(ad) => setStatus.mutate({ id: ad.id, status: toggledStatus(ad.status) })}
              onEdit={(ad) => setEditing({ ad })}
              onDelete={setDeleting}
            />
          </Card>
        </>
      )}
      <AdFormDialog open={editing !== null} ad={editing?.ad ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.ads.deleteTitle')}
        description={t('admin.ads.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={remove.isPending ? t('admin.ads.deleting') : t('admin.ads.deleteAction')}
        cancelLabel={t('admin.ads.form.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
      />
    </div>
  )
}
