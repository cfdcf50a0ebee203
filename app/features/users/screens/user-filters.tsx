import { SearchField } from '#app/ui/admin/search-field.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { RoleFilterSelect } from './role-select.tsx'
import type { RoleFilter } from './types.ts'

/** The role filter and the search box; both filter the loaded list at once. */
export function UserFilters({
  role,
  search,
  onRoleChange,
  onSearchChange,
}: {
  role: RoleFilter
  search: string
  onRoleChange: (role: RoleFilter) => void
  onSearchChange: (search: string) => void
}) {
  const t = useT()
  return (
    <div role="search" className="flex flex-col gap-3 border-b border-neutral-200 p-4 sm:flex-row">
      <SearchField
        value={search}
        onChange={onSearchChange}
        placeholder={t('admin.users.search')}
        label={t('admin.users.searchLabel')}
        className="flex-1"
      />
      <RoleFilterSelect
        value={role}
        onValueChange={onRoleChange}
        aria-label={t('admin.users.filter.role')}
        className="sm:w-48"
      />
    </div>
  )
}
