import { describe, expect, it } from 'vitest'
import { announcedPercent, percentOf } from '../../src/domain/upload-progress'

describe('the percentage of a file going up', () => {
  it.each([
    [0, 1000, 0],
    [1, 1000, 0],
    [9, 1000, 0],
    [10, 1000, 1],
    [455, 1000, 45],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [500, 0, 0],
    [-5, 1000, 0],
    [Number.NaN, 1000, 0],
    [1, 3, 33],
    [2, 3, 66],
  ])('%d of %d bytes reads %d %%', (loaded, total, percent) => {
    expect(percentOf(loaded, total)).toBe(percent)
  })

  it.each([
    [0, 0],
    [24, 0],
    [25, 25],
    [49, 25],
    [50, 50],
    [74, 50],
    [99, 75],
    [100, 100],
    [130, 100],
    [-3, 0],
  ])('at %d %% a screen reader is told %d %%', (percent, announced) => {
    expect(announcedPercent(percent)).toBe(announced)
  })
})
