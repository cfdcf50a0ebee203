/**
 * The text rule: text the site accepts is well-formed Unicode without
 * NUL. PostgreSQL refuses NUL in text and a lone surrogate cannot be stored as
 * UTF-8, so either would otherwise reach the database and fail there.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule finds
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isCleanText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

/**
 * The path ('title', 'socialLinks.facebook', 'tagIds.0') of the first string in a
 * parsed JSON value or query (keys included) that breaks the text rule, or null;
 * `whole` names the value itself (a bad top-level string or key). Walks without
 * recursion, so no nesting depth can exhaust the stack.
 */
export function findUncleanText(value: unknown, whole = 'body'): string | null {
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length > 0) {
    const [current, path] = pending.pop()!
    if (typeof current === 'string') {
      if (!isCleanText(current)) return path || whole
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key
        if (!isCleanText(key)) return path || whole
        pending.push([child, childPath])
      }
    }
  }
  return null
}
