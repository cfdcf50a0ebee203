import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ID_MAX, idField, idFilter, idList, optionalIdField, parseId } from './ids.ts'

const MALFORMED = ['0x1', '1e0', '+1', ' 1', '1 ', '01', '1.0', '-1', '0', '', '9999999999999999999', '2147483648']

describe('the one id rule', () => {
  it('takes JSON numbers and canonical decimal strings naming a positive int4', () => {
    expect(parseId(12)).toBe(12)
    expect(parseId('12')).toBe(12)
    expect(parseId(ID_MAX)).toBe(ID_MAX)
    expect(parseId(String(ID_MAX))).toBe(ID_MAX)
  })

  it('refuses every other spelling, type and range', () => {
    for (const value of [
      ...MALFORMED,
      0,
      -1,
      1.5,
      ID_MAX + 1,
      Number.NaN,
      Infinity,
      null,
      undefined,
      [1],
      { id: 1 },
      true,
    ])
      expect(parseId(value), JSON.stringify(value)).toBeNull()
  })

  it("answers a required field's message when absent, null, empty or malformed", () => {
    const schema = z.object({ categoryId: idField('Category is required') })
    expect(schema.parse({ categoryId: '12' })).toEqual({ categoryId: 12 })
    for (const input of [{}, { categoryId: null }, ...MALFORMED.map((categoryId) => ({ categoryId }))]) {
      const result = schema.safeParse(input)
      expect(result.success, JSON.stringify(input)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Category is required')
    }
  })

  it('lets an optional id be absent, null, empty or a named "none"; a filter be absent or empty', () => {
    const parent = z.object({ parentId: optionalIdField('The parent category does not exist.', ['none']) })
    for (const parentId of [undefined, null, '', 'none']) expect(parent.parse({ parentId }).parentId).toBeNull()
    expect(parent.parse({}).parentId).toBeNull()
    expect(parent.parse({ parentId: '3' }).parentId).toBe(3)
    expect(parent.safeParse({ parentId: '0x3' }).success).toBe(false)
    const filter = z.object({ authorId: idFilter('authorId') })
    expect(filter.parse({})).toEqual({ authorId: undefined })
    expect(filter.parse({ authorId: '' })).toEqual({ authorId: undefined })
    expect(filter.parse({ authorId: '7' })).toEqual({ authorId: 7 })
    expect(filter.safeParse({ authorId: '1e0' }).error?.issues[0]?.message).toBe(
      'authorId must be a positive whole number',
    )
  })

  it('checks every id of a list', () => {
    const schema = idList({ message: 'list', itemMessage: 'item', max: 2, maxMessage: 'too many' })
    expect(schema.parse([1, '2'])).toEqual([1, 2])
    expect(schema.safeParse([1, '02']).error?.issues[0]?.message).toBe('item')
    expect(schema.safeParse([1, 2, 3]).error?.issues[0]?.message).toBe('too many')
    expect(schema.safeParse('1,2').error?.issues[0]?.message).toBe('list')
  })
})
