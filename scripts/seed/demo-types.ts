/**
 * Shape of the hand-written bilingual demo content loaded by `SEED_DEMO`.
 * `title`, `subtitle`, `excerpt`, `content` are the English (default) texts;
 * the `…Gr` fields are the Greek variants (field name + "Gr").
 */
export interface DemoArticle {
  /** slug key of the (sub-)category, one of DEMO_CATEGORY_KEYS */
  category: string
  title: string
  titleGr: string
  subtitle: string
  subtitleGr: string
  excerpt: string
  excerptGr: string
  /** HTML: <h2>/<h3>, <p>, <ul>/<ol> with <li>, <blockquote><p>…</p></blockquote>, <strong>, <em> only */
  content: string
  contentGr: string
  /** tag keys, from DEMO_TAGS */
  tags: string[]
}
