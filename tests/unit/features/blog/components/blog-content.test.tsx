// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BlogContent } from '@/features/blog/components/blog-content'
import { richTextView as blogContentView } from '@/lib/rich-text'

describe('blog content rules', () => {
  it('shows the empty text for empty or whitespace-only content', () => {
    expect(blogContentView('')).toEqual({ kind: 'empty' })
    expect(blogContentView('  \n\t ')).toEqual({ kind: 'empty' })
    render(<BlogContent content="   " />)
    expect(screen.getByText('No content available for this blog post.')).toBeInTheDocument()
  })

  it('turns blank-line separated text into paragraphs and single breaks into line breaks', () => {
    expect(blogContentView('One\ntwo\n\nThree\r\n\r\n\n Four ')).toEqual({
      kind: 'text',
      paragraphs: [['One', 'two'], ['Three'], ['Four']],
    })
    const { container } = render(<BlogContent content={'One\ntwo\n\nThree'} />)
    expect(container.querySelectorAll('p')).toHaveLength(2)
    expect(container.querySelectorAll('br')).toHaveLength(1)
  })

  it('treats text with a < that is not a tag as text, rendered as text', () => {
    const { container } = render(<BlogContent content={'1 < 2 and 3 > 2'} />)
    expect(container.textContent).toContain('1 < 2 and 3 > 2')
  })

  it('renders HTML, with scripts and event handlers made inert', async () => {
    const html = '<h2>Title</h2><p onclick="alert(1)">Body <a href="javascript:alert(2)">x</a></p><script>window.hacked=1</script><img src=x onerror="window.hacked=2">'
    const { container } = render(<BlogContent content={html} />)
    expect(await screen.findByRole('heading', { name: 'Title' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:/)
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })
})
