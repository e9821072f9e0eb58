import { describe, expect, it } from 'vitest'
import { playbackRateWhileScrolling, RESTORE_AFTER_MS, scrollVelocity } from '@/features/home/model/hero-video'

describe('hero video', () => {
  it('runs at half speed above a scroll velocity of 3 px/ms and keeps its rate otherwise', () => {
    expect(playbackRateWhileScrolling(scrollVelocity(0, 0, 400, 100))).toBe(0.5)
    expect(playbackRateWhileScrolling(scrollVelocity(0, 0, 300, 100))).toBeNull()
    expect(playbackRateWhileScrolling(scrollVelocity(500, 0, 100, 100))).toBe(0.5)
    expect(RESTORE_AFTER_MS).toBe(100)
  })
})
