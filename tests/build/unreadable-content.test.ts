/**
 * A build whose database cannot be read stops with the reason, rather than publish an empty
 * portfolio or blog (the prerendering's first step, src/prerender.tsx).
 */
import { describe, expect, it, vi } from 'vitest'

describe('readPublishedContent', () => {
  it('fails with a message naming the project and what to check when the database cannot be reached', async () => {
    // Port 9 (discard) has nothing listening: the read fails as for an unreachable project.
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9')
    const { readPublishedContent, ContentUnreadableError } = await import('@/prerender')
    const read = readPublishedContent()
    await expect(read).rejects.toBeInstanceOf(ContentUnreadableError)
    await expect(read).rejects.toThrow(
      /could not read the published content from http:\/\/127\.0\.0\.1:9 .*rather than publish an empty portfolio or blog/,
    )
  })
})
