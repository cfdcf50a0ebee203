import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** The route table, in one reviewable place. */
export default [
  layout('features/site-shell/layout.tsx', [
    index('features/articles/pages/home/home.tsx'),
    route('articles', 'features/articles/search/article-list.tsx'),
    route('articles/:slug', 'features/articles/pages/article/article.tsx'),
    route('categories/:slug', 'features/articles/pages/category/category.tsx'),
    route('contact', 'features/settings/routes/contact.tsx'),
    route('advertise', 'features/advertisements/routes/advertise.tsx'),
    route('privacy', 'features/settings/routes/privacy.tsx'),
    route('terms', 'features/settings/routes/terms.tsx'),
    route('unsubscribe', 'features/subscriptions/routes/unsubscribe.tsx'),
    route('subscribe/confirm', 'features/subscriptions/routes/confirm-subscription.tsx'),
    route('*', 'features/site-shell/not-found.tsx'),
  ]),
  // UI-less public resources: feeds, sitemaps, robots, the old article address
  route('article/:slug', 'features/articles/pages/article/article-redirect.ts'),
  route('sitemap.xml', 'features/articles/pages/feeds/sitemap.ts'),
  route('news-sitemap.xml', 'features/articles/pages/feeds/news-sitemap.ts'),
  route('rss.xml', 'features/articles/pages/feeds/rss.ts'),
  route('categories/:slug/rss.xml', 'features/articles/pages/feeds/category-rss.ts'),
  route('robots.txt', 'features/site-shell/robots.ts'),
  // /admin and /admin/*: one layout that shows the login until there is a staff session
  route('admin', 'features/admin-shell/layout.tsx', [
    index('features/dashboard/routes/dashboard.tsx', { id: 'features/dashboard/routes/dashboard-index' }),
    route('dashboard', 'features/dashboard/routes/dashboard.tsx'),
    route('articles', 'features/articles/editing/routes/article-list.tsx'),
    route('articles/new', 'features/articles/editing/routes/article-create.tsx'),
    route('articles/:id/edit', 'features/articles/editing/routes/article-edit.tsx'),
    route('media', 'features/media/routes/media.tsx'),
    route('categories', 'features/taxonomy/routes/categories.tsx'),
    route('users', 'features/users/routes/users.tsx'),
    route('breaking-news', 'features/curation/routes/breaking-news.tsx'),
    route('editors-pick', 'features/curation/routes/editors-pick.tsx'),
    route('advertisements', 'features/advertisements/routes/advertisements.tsx'),
    route('subscriptions', 'features/subscriptions/routes/subscriptions.tsx'),
    route('newsletters', 'features/newsletters/routes/newsletters.tsx'),
    route('newsletters/new', 'features/newsletters/routes/newsletter-new.tsx'),
    route('newsletters/:id', 'features/newsletters/routes/newsletter.tsx'),
    route('settings', 'features/settings/routes/settings.tsx'),
    route('legal-pages', 'features/settings/routes/legal-pages.tsx'),
    route('audit-log', 'features/audit-log/routes/audit-log.tsx'),
    route('*', 'features/admin-shell/not-found.tsx'),
  ]),
] satisfies RouteConfig
