import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type Resolver } from 'react-hook-form'
import { Button } from '#app/ui/admin/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/admin/dialog.tsx'
import { AdInputSchema, type AdInput } from '#app/features/advertisements/ad.schema.ts'
import { AdFormFields } from './ad-form-fields.tsx'
import { AD_FORM_FIELDS, adFormValues, EMPTY_AD, type AdFormValues } from './ad-form-values.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { AdminAd } from '#app/features/advertisements/ad.types.ts'
import { useAdMutations } from './use-ads.ts'
import { serverFieldErrors } from '#app/ui/admin/feedback.ts'

// the form holds text as typed (an empty placement, priority as text); the schema parses it
const resolver = zodResolver(AdInputSchema) as unknown as Resolver<AdFormValues, unknown, AdInput>

function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: () => void }) {
  const t = useT()
  const { create, update } = useAdMutations()
  const form = useForm<AdFormValues, unknown, AdInput>({
    resolver,
    defaultValues: ad ? adFormValues(ad) : EMPTY_AD,
  })
  const pending = create.isPending || update.isPending
  const options = {
    onSuccess: onDone,
    onError: (error: unknown) => {
      for (const [field, message] of serverFieldErrors(t, error, AD_FORM_FIELDS)) form.setError(field, { message })
    },
  }
  const submit = form.handleSubmit((input) =>
    ad ? update.mutate({ id: ad.id, input }, options) : create.mutate(input, options),
  )
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <AdFormFields form={form} />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('admin.ads.form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('admin.ads.form.saving') : ad ? t('admin.ads.form.update') : t('admin.ads.form.create')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Create (ad null) or edit one advertisement. */
export function AdFormDialog({ open, ad, onClose }: { open: boolean; ad: AdminAd | null; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('admin.common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{ad ? t('admin.ads.form.editTitle') : t('admin.ads.form.createTitle')}</DialogTitle>
          <DialogDescription>{t('admin.ads.form.intro')}</DialogDescription>
        </DialogHeader>
        {open ? <AdForm key={ad?.id ?? 'new'} ad={ad} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
