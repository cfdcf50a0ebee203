import { describe, expect, it } from 'vitest'
import { loopPosition, slideAt } from './carousel-motion.ts'

describe('the looping carousel', () => {
  it('places each slide next to the move being made', () => {
    // from the last of 3 slides (position 2) on to position 3: the first slide comes after it
    expect(loopPosition(0, 2.5, 3)).toBe(3)
    expect(loopPosition(2, 2.5, 3)).toBe(2)
    // back from the first (position 0) to position -1: the last slide comes before it
    expect(loopPosition(2, -0.5, 3)).toBe(-1)
    expect(loopPosition(0, -0.5, 3)).toBe(0)
    // two slides: the other one is always on the side of the move
    expect(loopPosition(0, 1.5, 2)).toBe(2)
    expect(loopPosition(1, -0.5, 2)).toBe(-1)
  })

  it('names the slide shown at any position, also before the first', () => {
    expect([-4, -1, 0, 1, 2, 3, 7].map((position) => slideAt(position, 3))).toEqual([2, 2, 0, 1, 2, 0, 1])
  })
})
