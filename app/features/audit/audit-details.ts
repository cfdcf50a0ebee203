/** The names of the fields whose values differ (dates and lists compared by value), for an entry's details. */
export function changedFields<K extends string>(before: object, after: object, keys: readonly K[]): K[] {
  const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null))
  const was = before as Partial<Record<K, unknown>>
  const is = after as Partial<Record<K, unknown>>
  return keys.filter((key) => comparable(was[key]) !== comparable(is[key]))
}
