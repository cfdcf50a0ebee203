import { describe, expect, test } from 'vitest'
import { foldForSearch, includesEveryWord } from './text-folding.ts'

describe('foldForSearch', () => {
  test('Greek: accents and case go, final sigma is sigma', () => {
    expect(foldForSearch('Αθήνα')).toBe('αθηνα')
    expect(foldForSearch('ΑΘΗΝΑ')).toBe('αθηνα')
    expect(foldForSearch('αθηνα')).toBe('αθηνα')
    expect(foldForSearch('Ταξιδιώτης')).toBe('ταξιδιωτησ')
    expect(foldForSearch('ΤΑΞΙΔΙΩΤΗΣ')).toBe('ταξιδιωτησ')
    expect(foldForSearch('Άλλες Ώρες Έργα Ήλιος Ίδιος Όλοι Ύμνος')).toBe('αλλεσ ωρεσ εργα ηλιοσ ιδιοσ ολοι υμνοσ')
  })

  test('dialytika, alone and with tonos, in either case', () => {
    expect(foldForSearch('ϊ ΐ ϋ ΰ Ϊ Ϋ')).toBe('ι ι υ υ ι υ')
    expect(foldForSearch('Προϋπολογισμός')).toBe('προυπολογισμοσ')
    expect(foldForSearch('ΠΡΟΫΠΟΛΟΓΙΣΜΟΣ')).toBe('προυπολογισμοσ')
    expect(foldForSearch('Ταΐζω')).toBe('ταιζω')
  })

  test('Latin accents and the letters unaccent spells out', () => {
    expect(foldForSearch('Café Ñandú Über Çà')).toBe('cafe nandu uber ca')
    expect(foldForSearch('Straße Ærø Łódź')).toBe('strasse aero lodz')
  })
})

describe('includesEveryWord', () => {
  test('every folded word of the query appears in the folded text', () => {
    expect(includesEveryWord('Η Αθήνα ψηφίζει', 'ΑΘΗΝΑ ψηφ')).toBe(true)
    expect(includesEveryWord('Ο δρόμος της πόλης', 'πολησ')).toBe(true)
    expect(includesEveryWord('Η Αθήνα ψηφίζει', 'αθηνα θεσσαλονικη')).toBe(false)
    expect(includesEveryWord('anything', '   ')).toBe(true)
  })
})
