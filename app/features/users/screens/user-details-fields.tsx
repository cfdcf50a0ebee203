import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '#app/ui/admin/input.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { FormField } from '#app/ui/admin/form-field.tsx'
import { fieldText } from '#app/ui/admin/feedback.ts'

export const DETAIL_FIELDS = ['firstName', 'lastName', 'nickname', 'email'] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]

/** First name, last name, nickname and e-mail: the fields Add New User and Edit User share. */
export function UserDetailsFields({
  idPrefix,
  fields,
  errors,
}: {
  idPrefix: string
  fields: Record<DetailField, UseFormRegisterReturn>
  errors: Partial<Record<DetailField, string | undefined>>
}) {
  const t = useT()
  const error = (field: DetailField) => fieldText(t, errors[field])
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-first-name`} label={t('admin.users.form.firstName')} error={error('firstName')}>
          {(control) => <Input {...control} {...fields.firstName} autoComplete="off" maxLength={80} />}
        </FormField>
        <FormField id={`${idPrefix}-last-name`} label={t('admin.users.form.lastName')} error={error('lastName')}>
          {(control) => <Input {...control} {...fields.lastName} autoComplete="off" maxLength={80} />}
        </FormField>
      </div>
      <FormField
        id={`${idPrefix}-nickname`}
        label={t('admin.users.form.nickname')}
        hint={t('admin.users.form.nicknameHint')}
        error={error('nickname')}
      >
        {(control) => <Input {...control} {...fields.nickname} autoComplete="off" maxLength={80} />}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={t('admin.users.form.email')} error={error('email')}>
        {(control) => <Input {...control} {...fields.email} type="email" autoComplete="off" maxLength={254} />}
      </FormField>
    </>
  )
}
