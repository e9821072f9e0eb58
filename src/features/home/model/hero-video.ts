/** Above this scroll velocity (px per ms) the hero video runs at half speed. */
export const SLOW_DOWN_VELOCITY = 3
export const SLOW_PLAYBACK_RATE = 0.5
export const NORMAL_PLAYBACK_RATE = 1
/** Normal speed returns about 100 ms after scrolling stops. */
export const RESTORE_AFTER_MS = 100

/** Scroll velocity in px per ms between two scroll events. */
export function scrollVelocity(previousY: number, previousTime: number, y: number, time: number): number {
  const elapsed = Math.max(time - previousTime, 1)
  return Math.abs(y - previousY) / elapsed
}

/** The playback rate while scrolling at this velocity; null keeps the current rate. */
export function playbackRateWhileScrolling(velocity: number): number | null {
  return velocity > SLOW_DOWN_VELOCITY ? SLOW_PLAYBACK_RATE : null
}
