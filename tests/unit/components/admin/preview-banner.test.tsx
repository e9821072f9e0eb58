// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PreviewBanner } from '@/components/admin/preview-banner'
import { renderWithProviders } from '../../../support/render'

function renderBanner(item: Parameters<typeof PreviewBanner>[0]['item']) {
  renderWithProviders(<PreviewBanner item={item} noun="post" editTo="/admin/blogs/edit/1" />)
  return screen.getByRole('note')
}

describe('the preview banner', () => {
  it('says visitors cannot see a draft or a post scheduled ahead yet', () => {
    expect(renderBanner({ status: 'draft' })).toHaveTextContent('Preview of a post visitors cannot see yet (Draft).')
  })

  it('says visitors can see a published post, rather than "not yet"', () => {
    const banner = renderBanner({ status: 'published' })
    expect(banner).toHaveTextContent('Preview of a post visitors can see (Published).')
    expect(banner).not.toHaveTextContent('cannot see')
    expect(screen.getByRole('link', { name: 'Edit the post' })).toHaveAttribute('href', '/admin/blogs/edit/1')
  })
})
