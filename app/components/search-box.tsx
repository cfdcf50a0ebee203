import { Search } from '#app/components/icons.tsx'
import { useNavigate } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'

/** Header search: sends the trimmed text to /articles?search=…; empty text does nothing. */
export function SearchBox() {
  const t = useT()
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
      <button type="submit" aria-label={t('search.submit')}>
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  )
}
