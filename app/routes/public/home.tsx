import type { Route } from './+types/home'
import { ArticleCard } from '#app/components/article-card.tsx'
import { useT } from '#app/i18n/i18n.tsx'
import { findLatestArticles } from '#app/modules/articles/public-articles.server.ts'

export async function loader() {
  return { latest: await findLatestArticles({ limit: 12 }) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((m) => m?.id === 'routes/public/layout')?.data as
    { settings: { siteName: string } } | undefined
  return [{ title: layout?.settings.siteName || 'News' }]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h2 className="mb-6 border-b-2 border-brand pb-2 font-serif text-2xl font-bold">{t('home.latest')}</h2>
      {loaderData.latest.length === 0 ? (
        <p className="text-neutral-600">{t('home.empty')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.latest.map((article, index) => (
            <ArticleCard key={article.id} article={article} eager={index < 3} />
          ))}
        </div>
      )}
    </main>
  )
}
