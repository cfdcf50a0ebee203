import { translate, type Translate } from '#app/i18n/i18n.tsx'

/**
 * SPEC.md gives the Advertisements screen in Greek only, so its own texts are always
 * the Greek ones, whatever language the rest of the admin is in.
 */
export const tGr: Translate = (key, params) => translate('gr', key, params)
