// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRouteScroll } from '@/features/site-shell/hooks/use-route-scroll'
import { renderWithProviders } from '../../../../support/render'

const scrolled = vi.fn()

beforeEach(() => {
  vi.useFakeTimers()
  scrolled.mockReset()
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.id)
  }
})
afterEach(() => vi.useRealTimers())

/** A page whose form appears only after its (lazy) code has arrived. */
function LatePage({ readyAfterMs }: { readyAfterMs: number }) {
  useRouteScroll()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), readyAfterMs)
    return () => clearTimeout(timer)
  }, [readyAfterMs])
  return ready ? <div id="inquiry-form" /> : <p>Loading...</p>
}

describe('scrolling to the address hash', () => {
  it('scrolls to the inquiry form for #form after 100 ms', () => {
    renderWithProviders(<LatePage readyAfterMs={0} />, { address: '/contact#form' })
    act(() => vi.advanceTimersByTime(99))
    expect(scrolled).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrolled).toHaveBeenCalledWith('inquiry-form')
  })

  it('waits for a section whose page is still loading', async () => {
    renderWithProviders(<LatePage readyAfterMs={700} />, { address: '/contact#form' })
    act(() => vi.advanceTimersByTime(600))
    expect(scrolled).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(100))
    expect(scrolled).toHaveBeenCalledWith('inquiry-form')
  })
})
