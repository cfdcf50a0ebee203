/** Every admin page: keep it out of search engines (each route exports this, as meta is not inherited). */
export function adminMeta() {
  return [{ name: 'robots', content: 'noindex' }]
}
