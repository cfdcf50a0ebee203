import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/admin/ui/button.tsx'
import { Card } from '#app/admin/ui/card.tsx'
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx'
import { PageHeader } from '#app/admin/shared/page-header.tsx'
import { QueryError } from '#app/admin/shared/query-error.tsx'
import { summarizeAds, toggledStatus } from './ad-format.ts'
import { AdFormDialog } from './ad-form-dialog.tsx'
import { AdSummaryCards } from './ad-summary-cards.tsx'
import { AdsTable } from './ads-table.tsx'
import { tGr } from './greek.ts'
import type { AdminAd } from '#app/modules/ads/ad.types.ts'
import { useAdMutations, useAds } from './use-ads.ts'

/** SPEC.md "Advertisements" (in Greek), for editors and super_admins. */
export function Advertisements() {
  const ads = useAds()
  const { setStatus, remove } = useAdMutations()
  const [editing, setEditing] = useState<{ ad: AdminAd | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminAd | null>(null)
  const list = ads.data?.advertisements
  return (
    <div lang="el">
      <PageHeader
        title={tGr('admin.ads.title')}
        subtitle={tGr('admin.ads.subtitle')}
        actions={
          <Button onClick={() => setEditing({ ad: null })}>
            <Plus aria-hidden />
            {tGr('admin.ads.new')}
          </Button>
        }
      />
      {ads.isError ? (
        <QueryError title={tGr('admin.ads.loadFailed')} error={ads.error} onRetry={() => void ads.refetch()} />
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
        title={tGr('admin.ads.deleteTitle')}
        description={tGr('admin.ads.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={remove.isPending ? tGr('admin.ads.deleting') : tGr('admin.ads.deleteAction')}
        cancelLabel={tGr('admin.ads.form.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
      />
    </div>
  )
}
