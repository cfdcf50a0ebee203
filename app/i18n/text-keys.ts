/**
 * The registry of every text's key. Each feature's `texts.en.ts` adds its keys to these
 * interfaces (`declare module`), so a key is typed wherever it is used, and a text
 * missing from a feature's `texts.gr.ts` fails the typecheck. The kernel's own texts are
 * in `texts.en.ts` and `texts.gr.ts` beside this file. Public texts are sent with the
 * public pages (public-texts.server.ts), admin texts load with the admin (admin-texts.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's texts.en.ts
export interface PublicTexts {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's texts.en.ts
export interface AdminTexts {}

export type PublicTranslationKey = keyof PublicTexts & string
export type AdminTranslationKey = keyof AdminTexts & string
export type TranslationKey = PublicTranslationKey | AdminTranslationKey
