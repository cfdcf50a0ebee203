import { WithContent } from '#app/ui/with-content.tsx'
import { SiteLink } from '#app/ui/site-link.tsx'
import { useLanguage, useT } from '#app/i18n/i18n.tsx'
import { featuredImageAltText, localizedField } from '#app/i18n/localize.ts'
import type { PublicArticle } from '#app/features/articles/pages/public-article-page.server.ts'
import { pictureAttributes } from '#app/features/media/public.ts'
import { ArticleFootSection } from './article-foot-section.tsx'

/**
 * The featured picture: set size, loads first (it is the page's largest paint), hidden if it fails;
 * its alt text (else the title), and under it the caption and the credit in the reader's language.
 */
export function ArticleImage({ article }: { article: PublicArticle }) {
  const t = useT()
  const { language } = useLanguage()
  if (!article.featuredImageUrl) return null
  const caption = localizedField(article, 'featuredImageCaption', language).trim()
  const credit = article.featuredImageCredit?.trim()
  return (
    <figure className="mt-8">
      <img
        {...pictureAttributes(article.featuredImageUrl, article.featuredImageWidths, 'article')}
        alt={featuredImageAltText(article, language)}
        width={1200}
        height={675}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="aspect-video h-auto w-full rounded-lg bg-neutral-100 object-cover"
        onError={(event) => {
          const figure = event.currentTarget.parentElement
          if (figure) figure.style.display = 'none'
        }}
      />
      {caption || credit ? (
        <figcaption className="mt-2 text-sm text-neutral-600" data-testid="article-image-caption">
          {caption ? <span data-content>{caption}</span> : null}
          {caption && credit ? ' ' : null}
          {credit ? (
            <span className="text-neutral-500">
              <WithContent text={t('article.photoCredit')} slot="credit" value={credit} />
            </span>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  )
}

/** The optional featured video, lazily framed. */
export function ArticleVideo({ article, src }: { article: PublicArticle; src: string | null }) {
  const t = useT()
  const { language } = useLanguage()
  if (!src) return null
  return (
    <div className="mt-8 aspect-video overflow-hidden rounded-lg bg-black">
      <iframe
        src={src}
        title={t('article.video', { title: localizedField(article, 'title', language) })}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full border-0"
      />
    </div>
  )
}

/** The stored (sanitised on save) body HTML in the displayed language (its social embeds: `useSocialEmbeds`). */
export function ArticleContent({ article }: { article: PublicArticle }) {
  const { language } = useLanguage()
  const html = localizedField(article, 'content', language)
  return <div className="prose-article mt-8" data-content dangerouslySetInnerHTML={{ __html: html }} />
}

export function ArticleTags({ article }: { article: PublicArticle }) {
  const t = useT()
  if (article.articleTags.length === 0) return null
  return (
    <ArticleFootSection id="article-tags" title={t('article.tags')}>
      <ul className="mt-3 flex flex-wrap gap-2" data-content>
        {article.articleTags.map(({ tag }) => (
          <li key={tag.id}>
            <SiteLink
              to={`/articles?search=${encodeURIComponent(tag.name)}`}
              className="inline-block rounded-full bg-neutral-100 px-3 py-1 text-sm text-neutral-700 hover:bg-neutral-200"
            >
              #{tag.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </ArticleFootSection>
  )
}
