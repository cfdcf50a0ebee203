/** Business constants, in one place. */
export const DEFAULT_LANGUAGE = 'gr' as const
export const LANGUAGE_STORAGE_KEY = 'newsroom.language'
export const LANGUAGE_COOKIE = 'newsroom_lang'
export const COPYRIGHT_YEAR = 2025
/** Days of ads, views and "today" are counted in the newsroom's own time zone. */
export const SITE_TIME_ZONE = 'Europe/Athens'

export const BREAKING_NEWS_MAX = 3
export const EDITORS_PICK_MAX = 6
export const LATEST_PAGE_SIZE = 6
export const TRENDING_FALLBACK_COUNT = 8
export const READ_WORDS_PER_MINUTE = 150
export const ADMIN_ARTICLES_PAGE_SIZE = 50
export const SUBSCRIPTIONS_PAGE_SIZE = 20
export const ADMIN_SUBTITLE_PREVIEW = 50
export const DASHBOARD_RECENT_ARTICLES = 5
export const SOCIAL_EMBED_DELAY_MS = 1000
export const TITLE_SIZE_STEPS = [30, 60, 100] as const
/** an edit this soon after publication is part of publishing it, not an update readers are told of */
export const UPDATE_SHOWN_AFTER_MS = 60_000
export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
export const VERIFICATION_CODE_LENGTH = 6
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
