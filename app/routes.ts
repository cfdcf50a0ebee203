import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** The route table of SPEC.md section 2, in one reviewable place. */
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('articles', 'routes/public/article-list.tsx'),
    route('articles/:slug', 'routes/public/article.tsx'),
    route('categories/:slug', 'routes/public/category.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('advertise', 'routes/public/advertise.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('unsubscribe', 'routes/public/unsubscribe.tsx'),
    route('subscribe/confirm', 'routes/public/confirm-subscription.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // UI-less public resources: feeds, sitemaps, robots, the old article address
  route('article/:slug', 'routes/resources/article-redirect.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('news-sitemap.xml', 'routes/resources/news-sitemap.ts'),
  route('rss.xml', 'routes/resources/rss.ts'),
  route('categories/:slug/rss.xml', 'routes/resources/category-rss.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  // /admin and /admin/*: one layout that shows the login until there is a staff session
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx', { id: 'routes/admin/dashboard-index' }),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('articles', 'routes/admin/article-list.tsx'),
    route('articles/new', 'routes/admin/article-create.tsx'),
    route('articles/:id/edit', 'routes/admin/article-edit.tsx'),
    route('media', 'routes/admin/media.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('breaking-news', 'routes/admin/breaking-news.tsx'),
    route('editors-pick', 'routes/admin/editors-pick.tsx'),
    route('advertisements', 'routes/admin/advertisements.tsx'),
    route('subscriptions', 'routes/admin/subscriptions.tsx'),
    route('newsletters', 'routes/admin/newsletters.tsx'),
    route('newsletters/new', 'routes/admin/newsletter-new.tsx'),
    route('newsletters/:id', 'routes/admin/newsletter.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('legal-pages', 'routes/admin/legal-pages.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig
