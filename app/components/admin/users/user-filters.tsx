import { Search } from 'lucide-react'
import { Input } from '#app/components/ui/input.tsx'
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
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.searchLabel')}
          className="pl-9"
        />
      </div>
      <RoleFilterSelect
        value={role}
        onValueChange={onRoleChange}
        aria-label={t('admin.users.filter.role')}
        className="sm:w-48"
      />
    </div>
  )
}
