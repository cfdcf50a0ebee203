import { describe, expect, test } from 'vitest'
import { greeklishPrefixes, greeklishSkeletons } from './greeklish.ts'
import { foldForSearch } from '#app/utils/text-folding.ts'

const skeletons = (word: string) => greeklishSkeletons(foldForSearch(word))

describe('greeklishSkeletons', () => {
  test('the spellings Greeks use for one word meet in one skeleton', () => {
    for (const spelling of ['kyvernisi', 'kivernisi', 'kybernhsh', 'KYVERNHSH', 'kuvernisi']) {
      expect(skeletons(spelling)).toContain('kivernisi')
    }
    for (const spelling of ['xrimatistirio', 'chrimatistirio', 'hrimatistirio', 'khrimatistirio']) {
      expect(skeletons(spelling)).toContain('hrimatistirio')
    }
    for (const spelling of ['thessaloniki', '8essaloniki', 'Thesaloniki']) {
      expect(skeletons(spelling)).toContain('thesaloniki')
    }
    expect(skeletons('Panathinaikos')).toEqual(['panathinekos'])
    expect(skeletons('Olympiakos')).toEqual(skeletons('olimpiakos'))
    expect(skeletons('Antetokounmpo')).toEqual(['adetokunbo'])
    expect(skeletons('europi')).toEqual(skeletons('evropi'))
    expect(skeletons('aftokinito')).toEqual(skeletons('aytokinhto').slice(0, 1))
    expect(skeletons('Alexis')).toContain('aleksis')
    expect(skeletons('anthropos')).toContain('anthropos')
  })

  test('a word with no Latin letter has none', () => {
    expect(greeklishSkeletons('2026')).toEqual([])
    expect(greeklishSkeletons('κυβερνηση')).toEqual([])
  })

  test('ambiguous letters give a few readings, never more than eight', () => {
    expect(skeletons('kybernhsh')).toHaveLength(8)
    expect(skeletons('hhhhhhhhhh').length).toBeLessThanOrEqual(8)
  })
})

describe('greeklishPrefixes', () => {
  test('a Greek ending goes, so the word meets its other forms', () => {
    expect(greeklishPrefixes('seismos')).toEqual(['sism'])
    expect(greeklishPrefixes('seismoi')).toEqual(['sism'])
    expect(greeklishPrefixes('ekloges')).toEqual(['eklog'])
    expect(greeklishPrefixes('athina')).toEqual(['athin'])
    expect(greeklishPrefixes('mitsotakis')).toEqual(['mitsotak'])
  })

  test('a short word keeps its ending', () => {
    expect(greeklishPrefixes('vouli')).toEqual(['vuli'])
    expect(greeklishPrefixes('to')).toEqual(['to'])
  })
})
