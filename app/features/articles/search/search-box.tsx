import { Search } from '#app/ui/icons.tsx'
import { useNavigate } from 'react-router'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'

/**
 * Header search: sends the trimmed text to /articles?search=…; empty text does nothing.
 * Sent before the page's scripts have run (docs/decisions/018), the browser submits the
 * form itself: its `lang` field keeps the results in the page's language, which a
 * `?lang=` address chose before the script that remembers it in the cookie has run.
 */
export function SearchBox() {
  const t = useT()
  const { language } = useLanguage()
  const navigate = useNavigate()
  return (
    <form
      role="search"
      action="/articles"
      method="get"
      className="site-search"
      onSubmit={(event) => {
        event.preventDefault()
        const text = String(new FormData(event.currentTarget).get('search') ?? '').trim()
        if (text === '') return
        void navigate(`/articles?search=${encodeURIComponent(text)}`)
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      <input id="site-search" name="search" type="search" placeholder={t('search.placeholder')} />
      <input type="hidden" name="lang" value={language} />
      <button type="submit" aria-label={t('search.submit')}>
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  )
}
