import { BREAKING_NEWS_MAX, EDITORS_PICK_MAX } from '#app/utils/constants.ts'
import { CuratedListManager } from './curated-list-manager.tsx'
import type { CurationConfig } from './types.ts'

const BREAKING_NEWS: CurationConfig = {
  field: 'breakingNewsArticles',
  max: BREAKING_NEWS_MAX,
  showCategory: false,
  idPrefix: 'breaking-news',
  text: {
    title: 'admin.breakingNews.title',
    subtitle: 'admin.breakingNews.subtitle',
    listTitle: 'admin.breakingNews.listTitle',
    listLabel: 'admin.breakingNews.listLabel',
    empty: 'admin.breakingNews.empty',
    limit: 'admin.breakingNews.limit',
    updated: 'admin.breakingNews.updated',
    updateFailed: 'admin.breakingNews.updateFailed',
    loadFailed: 'admin.breakingNews.loadFailed',
  },
}

const EDITORS_PICK: CurationConfig = {
  field: 'editorsPickArticles',
  max: EDITORS_PICK_MAX,
  showCategory: true,
  idPrefix: 'editors-pick',
  text: {
    title: 'admin.editorsPick.title',
    subtitle: 'admin.editorsPick.subtitle',
    listTitle: 'admin.editorsPick.listTitle',
    listLabel: 'admin.editorsPick.listLabel',
    empty: 'admin.editorsPick.empty',
    limit: 'admin.editorsPick.limit',
    updated: 'admin.editorsPick.updated',
    updateFailed: 'admin.editorsPick.updateFailed',
    loadFailed: 'admin.editorsPick.loadFailed',
  },
}

/** Breaking News Manager: super_admins only. */
export function BreakingNewsManager() {
  return <CuratedListManager config={BREAKING_NEWS} />
}

/** Editor's Pick Manager: editors and super_admins. */
export function EditorsPickManager() {
  return <CuratedListManager config={EDITORS_PICK} />
}
