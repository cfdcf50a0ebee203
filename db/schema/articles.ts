import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { tsvector } from './tsvector.ts'
import { ARTICLE_STATUSES, CURATED_LISTS, sqlList, type ArticleStatus, type CuratedList } from './enums.ts'
import { categories, tags } from './taxonomy.ts'
import { users } from './users.ts'

/** Every searched field of both languages, as one text (generated columns cannot read each other). */
/**
 * Articles. `title`, `subtitle`, `excerpt`, `content` are the default texts and the
 * `…Gr` columns their Greek variants. HTML columns are stored
 * sanitised. An article with status published and a future `publishedAt` is scheduled.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    titleGr: text(),
    subtitle: text(),
    subtitleGr: text(),
    content: text().notNull(),
    contentGr: text(),
    excerpt: text(),
    excerptGr: text(),
    metaDescription: text(),
    focusKeywords: text(),
    status: text().$type<ArticleStatus>().notNull().default('draft'),
    isFeatured: boolean().notNull().default(false),
    featuredImageUrl: text(),
    /** the featured image's description for screen readers (alt), and its Greek variant */
    featuredImageAlt: text(),
    featuredImageAltGr: text(),
    /** shown under the featured image, with the credit (photographer or agency) */
    featuredImageCaption: text(),
    featuredImageCaptionGr: text(),
    featuredImageCredit: text(),
    galleryImages: jsonb().$type<string[]>().notNull().default([]),
    featuredVideoUrl: text(),
    allowComments: boolean().notNull().default(true),
    viewCount: integer().notNull().default(0),
    /**
     * moves by one on every save by staff (create, update, status change, restore) and on
     * nothing else: a save naming an older version is refused (409)
     */
    version: integer().notNull().default(1),
    /** deleting a category that still has articles is refused */
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** a deleted user's articles stay, shown without an author */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * when the main texts (title, subtitle, content, excerpt) and the Greek texts (their
     * `…Gr` variants) last changed: the article list's translation state compares them
     */
    mainTextUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    greekTextUpdatedAt: timestamp({ withTimezone: true }),
    /**
     * the words of both languages' searched fields for the word index
     * (newsroom_search_vector, migration 0013): each word folded (lower case, no
     * accents, final sigma as sigma), its Greek and English stems, and the Latin
     * skeleton of each Greek word that Greeklish queries meet (ADR 008). Kept by the
     * trigger articles_search_columns: `searchTitle || searchBody`, each made again only
     * when its texts change
     */
    searchVector: tsvector(),
    /** the same words of the titles alone, to rank title matches first */
    searchTitle: tsvector(),
    /** the same words of the subtitles, excerpts and contents */
    searchBody: tsvector(),
  },
  (t) => [
    index('articles_search_vector_idx').using('gin', t.searchVector),
    // title matches rank first: found from their own small index, not tested row by row
    index('articles_search_title_idx').using('gin', t.searchTitle),
    check('articles_status_check', sql.raw(`status IN (${sqlList(ARTICLE_STATUSES)})`)),
    check('articles_view_count_check', sql`${t.viewCount} >= 0`),
    check('articles_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('articles_title_not_blank', sql`length(trim(${t.title})) > 0`),
    // public lists: published, newest first (latest, category pages, sitemap)
    index('articles_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('articles_category_published_idx').on(t.categoryId, t.publishedAt.desc()),
    index('articles_author_idx').on(t.authorId),
    // admin list: newest first, filtered by status
    index('articles_created_idx').on(t.createdAt.desc()),
    index('articles_status_created_idx').on(t.status, t.createdAt.desc()),
    index('articles_popular_idx').on(t.viewCount.desc()),
    index('articles_featured_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.isFeatured} AND ${t.status} = 'published'`),
  ],
)

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
)

/** Old slugs of articles whose slug was changed by hand: they answer with a 301. */
export const articleSlugRedirects = pgTable(
  'article_slug_redirects',
  {
    slug: text().primaryKey(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_slug_redirects_article_idx').on(t.articleId)],
)

/** Views per article per day (site time zone day): gives dailyViews and trending. */
export const articleDailyViews = pgTable(
  'article_daily_views',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day] }),
    index('article_daily_views_day_idx').on(t.day, t.views.desc()),
    check('article_daily_views_views_check', sql`${t.views} >= 0`),
  ],
)

/**
 * The home page's ordered lists (breaking news, at most 3; editor's pick, at most 6).
 * Rows go with their article, so a deleted article leaves the lists by itself.
 */
export const curatedArticles = pgTable(
  'curated_articles',
  {
    list: text().$type<CuratedList>().notNull(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.articleId] }),
    uniqueIndex('curated_articles_position_unique').on(t.list, t.position),
    check('curated_articles_list_check', sql.raw(`list IN (${sqlList(CURATED_LISTS)})`)),
    check(
      'curated_articles_position_check',
      sql`${t.position} >= 0 AND ${t.position} < CASE WHEN ${t.list} = 'breaking_news' THEN 3 ELSE 6 END`,
    ),
  ],
)
