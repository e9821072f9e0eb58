// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

// Typing and the toolbar need a real browser's selection and layout: e2e/admin/content-editing.spec.ts.
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor'
import { renderWithProviders } from '../../../support/render'

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <span id="label">Content</span>
      <RichTextEditor
        id="content"
        labelId="label"
        value={value}
        onChange={(html) => {
          setValue(html)
          onChange(html)
        }}
      />
    </>
  )
}

describe('the rich-text editor', () => {
  it('opens stored HTML in the visual view and writes nothing back until the admin edits', () => {
    const onChange = vi.fn()
    renderWithProviders(<Harness initial="<h2>Plan</h2><p>We <strong>ship</strong>.</p><ul><li><p>One</p></li></ul>" onChange={onChange} />)
    const editor = screen.getByRole('textbox', { name: 'Content' })
    expect(within(editor).getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument()
    expect(within(editor).getByRole('listitem')).toHaveTextContent('One')
    expect(screen.getByRole('button', { name: 'Visual' })).toHaveAttribute('aria-pressed', 'true')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('opens markup the visual view would drop in the HTML view, says why, and keeps it as it is', () => {
    const onChange = vi.fn()
    const html = '<table><tr><td>Q1</td></tr></table><p style="color:red">Red</p>'
    renderWithProviders(<Harness initial={html} onChange={onChange} />)
    expect(screen.getByText(/markup the visual editor would drop \(<table>, <tbody>, <tr> \.\.\.\)/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Visual' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue(html)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('switches between the views without changing the content', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderWithProviders(<Harness initial="<p>Hello</p>" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'HTML' }))
    const source = screen.getByRole('textbox', { name: 'Content' })
    expect(source).toHaveValue('<p>Hello</p>')
    await user.clear(source)
    await user.type(source, '<p>Hello <em>there</em></p>')
    await user.click(screen.getByRole('button', { name: 'Visual' }))
    expect(within(screen.getByRole('textbox', { name: 'Content' })).getByText('there').tagName).toBe('EM')
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello <em>there</em></p>')
  })
})
