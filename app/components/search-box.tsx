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
      className="relative w-full max-w-xs min-w-0"
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
      <input
        id="site-search"
        name="search"
        type="search"
        placeholder={t('search.placeholder')}
        className="w-full rounded-full border border-neutral-300 bg-white py-1.5 pr-9 pl-3 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1 -translate-y-1/2 rounded-full p-1.5 text-neutral-500 hover:text-brand"
        aria-label={t('search.submit')}
      >
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  )
}
