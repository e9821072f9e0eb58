// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { editorOutput, editorStartContent, markupTheEditorWouldDrop } from '@/components/rich-text-editor/editor-content'

describe('opening stored content in the visual editor', () => {
  it('finds nothing to drop in what the editor writes and what the built-in posts hold', async () => {
    const { builtInPosts } = await import('@/content/blog-posts')
    for (const post of builtInPosts) expect(markupTheEditorWouldDrop(post.content)).toEqual([])
    expect(markupTheEditorWouldDrop('<h2>A</h2><p><strong>b</strong> <a href="/x" rel="noopener">c</a></p><ol start="3"><li><p>d</p></li></ol>')).toEqual([])
  })

  it('names what it would drop, so such content opens as HTML', () => {
    expect(markupTheEditorWouldDrop('<div class="note"><span>x</span></div><table><tr><td>1</td></tr></table>')).toEqual([
      '<div>',
      '<span>',
      '<table>',
      '<tbody>',
      '<tr>',
      '<td>',
    ])
    expect(markupTheEditorWouldDrop('<p style="color:red">x <a href="/y" class="cta">y</a></p>')).toEqual(['style on <p>', 'class on <a>'])
  })

  it('opens plain text as the paragraphs and line breaks the site shows, escaped', () => {
    expect(editorStartContent('One\ntwo < three\n\nFour')).toBe('<p>One<br>two &lt; three</p><p>Four</p>')
    expect(editorStartContent('<p>Kept</p>')).toBe('<p>Kept</p>')
    expect(editorStartContent('  ')).toBe('')
  })

  it('saves an emptied editor as empty content, and blank text as blank (so "Content cannot be empty." applies)', () => {
    expect(editorOutput('<p></p>', true, '')).toBe('')
    expect(editorOutput('<p>   </p>', false, '   ')).toBe('   ')
    expect(editorOutput('<p></p><p></p>', false, '\n\n')).toBe('\n\n')
    expect(editorOutput('<p><img src="/a.webp" alt="A"></p>', false, '')).toBe('<p><img src="/a.webp" alt="A"></p>')
    expect(editorOutput('<p>x</p>', false, 'x')).toBe('<p>x</p>')
  })
})
