import { describe, expect, test } from 'vitest'
import { activeScreenPath } from './active-screen.ts'

const PATHS = ['/admin/dashboard', '/admin/articles', '/admin/articles/new', '/admin/users']

describe('activeScreenPath', () => {
  test('/admin is the dashboard', () => {
    expect(activeScreenPath('/admin', PATHS)).toBe('/admin/dashboard')
    expect(activeScreenPath('/admin/', PATHS)).toBe('/admin/dashboard')
  })

  test('an exact path wins, and the longest parent is used below it', () => {
    expect(activeScreenPath('/admin/users', PATHS)).toBe('/admin/users')
    expect(activeScreenPath('/admin/articles/new', PATHS)).toBe('/admin/articles/new')
    expect(activeScreenPath('/admin/articles/12/edit', PATHS)).toBe('/admin/articles')
  })

  test('a look-alike prefix is not a parent, and unknown paths have no item', () => {
    expect(activeScreenPath('/admin/users-old', PATHS)).toBeNull()
    expect(activeScreenPath('/admin/nope', PATHS)).toBeNull()
  })
})
