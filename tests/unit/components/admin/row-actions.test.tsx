// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PublishableRowActions } from '@/components/admin/row-actions'
import { renderWithProviders } from '../../../support/render'

const links = { publicHref: '/blog/launch', previewHref: '/admin/blogs/preview/1', editTo: '/admin/blogs/edit/1' }

describe('the row actions of a project or post', () => {
  it('open the public page while visitors can see it', () => {
    renderWithProviders(<PublishableRowActions item={{ status: 'published' }} title="Launch" {...links} />)
    expect(screen.getByRole('link', { name: 'View Launch (opens in a new tab)' })).toHaveAttribute('href', '/blog/launch')
    expect(screen.getByRole('link', { name: 'Edit Launch' })).toHaveAttribute('href', '/admin/blogs/edit/1')
  })

  it("open the admin's preview of a draft or of an item scheduled ahead", () => {
    renderWithProviders(
      <>
        <PublishableRowActions item={{ status: 'draft' }} title="Draft" {...links} />
        <PublishableRowActions item={{ status: 'scheduled', publishAt: '2999-01-01T00:00:00Z' }} title="Later" {...links} />
      </>,
    )
    expect(screen.getByRole('link', { name: 'Preview Draft (opens in a new tab)' })).toHaveAttribute('href', '/admin/blogs/preview/1')
    expect(screen.getByRole('link', { name: 'Preview Later (opens in a new tab)' })).toHaveAttribute('href', '/admin/blogs/preview/1')
  })
})
