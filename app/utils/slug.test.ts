import { describe, expect, it } from 'vitest'
import { slugify, transliterateGreek } from './slug.ts'

describe('slugify', () => {
  it('transliterates Greek by ELOT 743', () => {
    expect(slugify('Αθήνα: νέα μέτρα')).toBe('athina-nea-metra')
    expect(slugify('Θεσσαλονίκη')).toBe('thessaloniki')
    expect(slugify('Ψυχολογία & Χρόνος')).toBe('psychologia-chronos')
  })

  it('handles the diphthongs and consonant clusters', () => {
    expect(transliterateGreek('αύριο')).toBe('avrio')
    expect(transliterateGreek('αυτός')).toBe('aftos')
    expect(transliterateGreek('Ευρώπη')).toBe('evropi')
    expect(transliterateGreek('ουρανός')).toBe('ouranos')
    expect(transliterateGreek('άγγελος')).toBe('angelos')
    expect(transliterateGreek('μπάσκετ')).toBe('basket')
    expect(transliterateGreek('λάμπα')).toBe('lampa')
    expect(transliterateGreek('Ευρωλίγκα')).toBe('evroligka')
  })

  it('keeps a diaeresis out of diphthongs', () => {
    expect(transliterateGreek('πραΰς')).toBe('prays')
    expect(transliterateGreek('Μαΐου')).toBe('maiou')
  })

  it('keeps Latin text, drops punctuation and caps the length', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world')
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu')
    expect(slugify('!!!')).toBe('item')
    const long = slugify(
      'Μια πολύ μεγάλη επικεφαλίδα που συνεχίζεται και συνεχίζεται χωρίς τέλος ώσπου να ξεπεράσει το όριο',
    )
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).not.toMatch(/-$/)
  })
})
