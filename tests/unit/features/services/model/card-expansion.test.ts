import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COLLAPSE_DELAY_MS, createCardExpansion, EXPAND_DELAY_MS } from '@/features/services/model/card-expansion'

describe('service card expansion', () => {
  let expanded: string | null
  let expansion: ReturnType<typeof createCardExpansion>

  beforeEach(() => {
    vi.useFakeTimers()
    expanded = null
    expansion = createCardExpansion(
      () => expanded,
      (id) => {
        expanded = id
      },
    )
  })
  afterEach(() => {
    expansion.dispose()
    vi.useRealTimers()
  })

  it('uses the spec delays', () => {
    expect([EXPAND_DELAY_MS, COLLAPSE_DELAY_MS]).toEqual([300, 200])
  })

  it('expands a hovered card after 300 ms and collapses it 200 ms after leaving', () => {
    expansion.hover('saas')
    vi.advanceTimersByTime(299)
    expect(expanded).toBeNull()
    vi.advanceTimersByTime(1)
    expect(expanded).toBe('saas')
    expansion.leave()
    vi.advanceTimersByTime(199)
    expect(expanded).toBe('saas')
    vi.advanceTimersByTime(1)
    expect(expanded).toBeNull()
  })

  it('cancels a pending expansion when the pointer leaves first', () => {
    expansion.hover('saas')
    vi.advanceTimersByTime(150)
    expansion.leave()
    vi.advanceTimersByTime(1000)
    expect(expanded).toBeNull()
  })

  it('keeps at most one card expanded when moving between cards', () => {
    expansion.hover('saas')
    vi.advanceTimersByTime(300)
    expansion.leave()
    vi.advanceTimersByTime(100)
    expansion.hover('web-apps') // cancels the pending collapse
    vi.advanceTimersByTime(299)
    expect(expanded).toBe('saas')
    vi.advanceTimersByTime(1)
    expect(expanded).toBe('web-apps')
  })

  it('toggles at once for keyboard and touch, cancelling pending timers', () => {
    expansion.hover('saas')
    expansion.toggle('ai-calling')
    expect(expanded).toBe('ai-calling')
    vi.advanceTimersByTime(1000)
    expect(expanded).toBe('ai-calling')
    expansion.toggle('ai-calling')
    expect(expanded).toBeNull()
  })
})
