import type { Language } from '#db/schema/enums.ts'
import { categoryName, localizedField } from '#app/i18n/localize.ts'
import { escapeHtml, type EmailMessage } from '#app/utils/email.server.ts'
import type { ArticleSummary } from '#app/features/articles/public.server.ts'

/** What a newsletter mail says, before it is addressed to one subscriber. */
export interface NewsletterContent {
  subject: string
  subjectGr: string | null
  intro: string
  introGr: string | null
  articles: ArticleSummary[]
}

export interface NewsletterAddress {
  to: string
  language: Language
  /** the subscriber's own signed links (subscriptions.server.ts unsubscribeLinks) */
  unsubscribe: { page: string; oneClick: string }
}

const WORDS = {
  gr: {
    read: 'Διαβάστε το άρθρο',
    leave: 'Λαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε στο ενημερωτικό δελτίο του',
    unsubscribe: 'Διαγραφή',
  },
  en: {
    read: 'Read the article',
    leave: 'You receive this e-mail because you subscribed to the newsletter of',
    unsubscribe: 'Unsubscribe',
  },
} as const

/** The Greek variant in Greek when present, else the main text (as articles' fields). */
const pick = (main: string, greek: string | null, language: Language) =>
  language === 'gr' && greek && greek.trim() !== '' ? greek : main

const absolute = (publicUrl: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${publicUrl}${address}`

/** `/articles/{slug}` on PUBLIC_URL, in English with `?lang=en`: the reader lands on the page itself. */
export function articleLink(publicUrl: string, slug: string, language: Language): string {
  return `${publicUrl}/articles/${encodeURIComponent(slug)}${language === 'en' ? '?lang=en' : ''}`
}

/**
 * One subscriber's mail: HTML laid out with tables and inline styles (what mail
 * clients keep), one column that fits a phone, a plain-text part, and one-click
 * unsubscribe headers (RFC 8058).
 */
export function newsletterMail(
  content: NewsletterContent,
  address: NewsletterAddress,
  site: { name: string; publicUrl: string; replyTo?: string },
): EmailMessage {
  const { language } = address
  const words = WORDS[language]
  const subject = pick(content.subject, content.subjectGr, language)
  const intro = pick(content.intro, content.introGr, language)
  const items = content.articles.map((article) => ({
    title: localizedField(article, 'title', language),
    excerpt: localizedField(article, 'excerpt', language),
    section: categoryName(article.category, language),
    image: article.featuredImageUrl ? absolute(site.publicUrl, article.featuredImageUrl) : undefined,
    link: articleLink(site.publicUrl, article.slug, language),
  }))

  const text = [
    subject,
    '',
    ...(intro ? [intro, ''] : []),
    ...items.flatMap((item) => [item.title, ...(item.excerpt ? [item.excerpt] : []), item.link, '']),
    `${words.leave} ${site.name}.`,
    `${words.unsubscribe}: ${address.unsubscribe.page}`,
    '',
  ].join('\n')

  const cards = items
    .map(
      (item) => `<tr><td style="padding:0 0 28px">
${item.image ? `<a href="${escapeHtml(item.link)}"><img src="${escapeHtml(item.image)}" alt="" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0;border-radius:6px"></a>` : ''}
<p style="margin:12px 0 4px;font-size:12px;letter-spacing:.04em;text-transform:uppercase;color:#b91c1c">${escapeHtml(item.section)}</p>
<h2 style="margin:0 0 8px;font-size:20px;line-height:1.3"><a href="${escapeHtml(item.link)}" style="color:#111827;text-decoration:none">${escapeHtml(item.title)}</a></h2>
${item.excerpt ? `<p style="margin:0 0 10px;font-size:15px;line-height:1.5;color:#374151">${escapeHtml(item.excerpt)}</p>` : ''}
<a href="${escapeHtml(item.link)}" style="font-size:14px;font-weight:bold;color:#b91c1c">${escapeHtml(words.read)} &rarr;</a>
</td></tr>`,
    )
    .join('\n')

  const html = `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'el'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif">
<tr><td style="padding:24px 20px 8px;border-bottom:3px solid #b91c1c"><a href="${escapeHtml(site.publicUrl)}${language === 'en' ? '/?lang=en' : '/'}" style="font-size:22px;font-weight:bold;color:#111827;text-decoration:none">${escapeHtml(site.name)}</a></td></tr>
<tr><td style="padding:20px">
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;color:#111827">${escapeHtml(subject)}</h1>
${intro ? `<p style="margin:0 0 24px;font-size:16px;line-height:1.55;color:#374151">${escapeHtml(intro).replace(/\n/g, '<br>')}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${cards}
</table>
</td></tr>
<tr><td style="padding:16px 20px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(words.leave)} ${escapeHtml(site.name)}. <a href="${escapeHtml(address.unsubscribe.page)}" style="color:#6b7280">${escapeHtml(words.unsubscribe)}</a></td></tr>
</table>
</td></tr></table>
</body></html>`

  return {
    to: address.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${address.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(site.replyTo ? { 'Reply-To': site.replyTo } : {}),
    },
  }
}
