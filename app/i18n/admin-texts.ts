import { adminTextsEn, adminTextsGr } from './admin-dictionary.ts'
import { addTexts } from './dictionaries.ts'

/**
 * The admin's texts (admin-dictionary.ts), added to the dictionaries when this module is
 * imported. Imported by the admin layout only, so the public pages' JavaScript does not
 * carry them.
 */
addTexts('en', adminTextsEn)
addTexts('gr', adminTextsGr)
