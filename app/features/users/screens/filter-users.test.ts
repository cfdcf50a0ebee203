import { describe, expect, test } from 'vitest'
import { foldForSearch } from '#app/utils/text-folding.ts'
import { countByRole, filterUsers } from './filter-users.ts'
import type { AdminUser } from '#app/features/users/user.types.ts'

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 1,
    firstName: 'Ελένη',
    lastName: 'Παπαδοπούλου',
    nickname: null,
    email: 'eleni@example.com',
    role: 'editor',
    profileImageUrl: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastActiveAt: null,
    articleCount: 0,
    ...overrides,
  }
}

const USERS = [
  user({ id: 1 }),
  user({ id: 2, firstName: 'Νίκος', lastName: 'Γεωργίου', email: 'nikos@example.com', role: 'super_admin' }),
  user({
    id: 3,
    firstName: 'John',
    lastName: 'Smith',
    nickname: 'Ο Ταξιδιώτης',
    email: 'JS@Example.com',
    role: 'contributor',
  }),
]

const ids = (list: AdminUser[]) => list.map((u) => u.id)

describe('foldForSearch', () => {
  test('drops accents and case, and treats final sigma as sigma', () => {
    expect(foldForSearch('ΑΘΗΝΑ')).toBe(foldForSearch('αθήνα'))
    expect(foldForSearch('Ταξιδιώτης')).toBe('ταξιδιωτησ')
    expect(foldForSearch('Ελένη')).toBe('ελενη')
  })
})

describe('filterUsers', () => {
  test('no filter keeps everybody', () => {
    expect(ids(filterUsers(USERS, { role: 'all', search: '  ' }))).toEqual([1, 2, 3])
  })

  test('the role filter keeps one role', () => {
    expect(ids(filterUsers(USERS, { role: 'super_admin', search: '' }))).toEqual([2])
    expect(ids(filterUsers(USERS, { role: 'contributor', search: '' }))).toEqual([3])
  })

  test('search matches name, nickname and e-mail, without case or accents', () => {
    expect(ids(filterUsers(USERS, { role: 'all', search: 'ΠΑΠΑΔΟΠΟΥΛΟΥ' }))).toEqual([1])
    expect(ids(filterUsers(USERS, { role: 'all', search: 'ταξιδιωτης' }))).toEqual([3])
    expect(ids(filterUsers(USERS, { role: 'all', search: 'js@example' }))).toEqual([3])
    expect(ids(filterUsers(USERS, { role: 'all', search: 'νικος γεωργιου' }))).toEqual([2])
    expect(ids(filterUsers(USERS, { role: 'all', search: 'example.com' }))).toEqual([1, 2, 3])
  })

  test('search and role combine', () => {
    expect(ids(filterUsers(USERS, { role: 'editor', search: 'νίκος' }))).toEqual([])
  })
})

test('countByRole counts each role', () => {
  expect(countByRole(USERS)).toEqual({ super_admin: 1, editor: 1, contributor: 1 })
})
