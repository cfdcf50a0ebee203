/** Public texts of articles: public pages in English. */
export const publicTexts = {
  'home.latest': 'Latest News',
  'home.empty': 'No articles have been published yet.',
  'article.readTime.one': '{count} minute read',
  'article.readTime.other': '{count} min read',
  'article.by': 'By {name}',
  'home.breaking': 'Breaking News',
  'home.editorsPick': "Editor's Pick",
  'home.trending': 'Trending Today',
  'home.viewsToday.one': '{count} view today',
  'home.viewsToday.other': '{count} views today',
  'home.showMore': 'Show More',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {n}',
  'carousel.slide': '{n} of {total}',
  'carousel.slides': 'Choose a slide',
  'article.notFound': 'Article not found',
  'article.notFoundText': 'The article you are looking for does not exist or has been removed.',
  'article.tags': 'Tags',
  'article.video': 'Video: {title}',
  'article.published': 'Published',
  'article.updated': 'Updated {time}',
  'article.corrections': 'Corrections',
  'article.photoCredit': 'Photo: {credit}',
  'article.related': 'Related articles',
  'article.share': 'Share',
  'article.share.facebook': 'Share on Facebook',
  'article.share.x': 'Share on X',
  'article.share.whatsapp': 'Share on WhatsApp',
  'article.share.viber': 'Share on Viber',
  'article.share.email': 'Share by e-mail',
  'article.share.copy': 'Copy link',
  'article.share.copied': 'Link copied',
  'category.empty': 'There are no published articles in this category yet.',
  'category.notFound': 'Category not found',
  'category.notFoundText': 'The category you are looking for does not exist.',
  'category.rss': 'RSS feed of {name}',
  'category.articlesIn': 'Articles in {name}',
} as const

/** No admin texts: the file lookups of app/i18n find an empty set. */
export const adminTexts = {} as const

// these keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface PublicTexts extends Record<keyof typeof publicTexts, string> {}
}
