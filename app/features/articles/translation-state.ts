/**
 * An article's translation state, as the admin list and the editor show it.
 * The rule that decides it runs on the server (translation-state.server.ts); this file
 * only names the states, so the screens and the list's filter share them.
 *
 * - `single`: one language only: no Greek version, and the main text is itself Greek
 *   (a newsroom that writes only Greek)
 * - `greekMissing`: no Greek version, and the main text is not Greek
 * - `greekOutdated`: the main text changed after the Greek version
 * - `mainOutdated`: the Greek version changed after the main text
 * - `complete`: both present and in step
 */
export const TRANSLATION_STATES = ['single', 'greekMissing', 'greekOutdated', 'mainOutdated', 'complete'] as const
export type TranslationState = (typeof TRANSLATION_STATES)[number]

export function isTranslationState(value: unknown): value is TranslationState {
  return typeof value === 'string' && (TRANSLATION_STATES as readonly string[]).includes(value)
}
