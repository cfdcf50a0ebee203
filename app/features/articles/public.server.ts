/** What other features may use of this one on the server (services). */
export {
  type ArticleSummary,
  findArticlesByIds,
  findNextScheduledPublication,
  isVisibleToReaders,
} from './pages/public-articles.server.ts'
