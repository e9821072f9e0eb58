// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRouteScroll } from '@/features/site-shell/components/use-route-scroll'

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
    render(
      <MemoryRouter initialEntries={['/contact#form']}>
        <LatePage readyAfterMs={0} />
      </MemoryRouter>,
    )
    act(() => vi.advanceTimersByTime(99))
    expect(scrolled).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrolled).toHaveBeenCalledWith('inquiry-form')
  })

  it('waits for a section whose page is still loading', async () => {
    render(
      <MemoryRouter initialEntries={['/contact#form']}>
        <LatePage readyAfterMs={700} />
      </MemoryRouter>,
    )
    act(() => vi.advanceTimersByTime(600))
    expect(scrolled).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(100))
    expect(scrolled).toHaveBeenCalledWith('inquiry-form')
  })
})
