import { describe, expect, it } from 'vitest'
import { nextImageIndex, previousImageIndex } from '@/features/portfolio/model/gallery-navigation'

describe('gallery navigation', () => {
  it('wraps from the last image to the first and from the first to the last', () => {
    expect(nextImageIndex(2, 3)).toBe(0)
    expect(nextImageIndex(0, 3)).toBe(1)
    expect(previousImageIndex(0, 3)).toBe(2)
    expect(previousImageIndex(2, 3)).toBe(1)
    expect(nextImageIndex(0, 1)).toBe(0)
  })
})
