import { useEffect, type RefObject } from 'react'
import {
  NORMAL_PLAYBACK_RATE,
  playbackRateWhileScrolling,
  RESTORE_AFTER_MS,
  scrollVelocity,
} from '../model/hero-video'

/** Slows the video to half speed while the page scrolls fast; restores it once scrolling stops. */
export function useScrollSlowdown(videoRef: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    let lastY = window.scrollY
    let lastTime = performance.now()
    let restoreTimer: number | undefined

    const onScroll = () => {
      const now = performance.now()
      const velocity = scrollVelocity(lastY, lastTime, window.scrollY, now)
      lastY = window.scrollY
      lastTime = now
      const video = videoRef.current
      if (!video) return
      const rate = playbackRateWhileScrolling(velocity)
      if (rate !== null) video.playbackRate = rate
      window.clearTimeout(restoreTimer)
      restoreTimer = window.setTimeout(() => {
        if (videoRef.current) videoRef.current.playbackRate = NORMAL_PLAYBACK_RATE
      }, RESTORE_AFTER_MS)
    }

    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(restoreTimer)
    }
  }, [videoRef, enabled])
}
