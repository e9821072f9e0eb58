/*
 * Text pasted from Google Docs or Word keeps its structure (headings, lists, links, bold and
 * italic, quotes) and drops their styling (fonts, colours, sizes, spacing, class names), so a
 * pasted post looks like the rest of the site. Runs on the pasted HTML before the editor reads it.
 */

const DROP_ELEMENTS = ['style', 'script', 'meta', 'link', 'title', 'xml', 'o:p', 'colgroup', 'col']
const KEEP_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'srcset', 'sizes', 'width', 'height'],
  ol: ['start'],
  code: ['class'],
}
/** The page's own title is the only h1: pasted headings fit under it. */
const HEADING_MAP: Readonly<Record<string, string>> = { h1: 'h2', h5: 'h4', h6: 'h4' }

function isBold(style: CSSStyleDeclaration): boolean {
  const weight = style.fontWeight
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600
}

/** Replaces `element` with its children (a wrapper that carried only styling). */
function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes))
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag)
  renamed.append(...Array.from(element.childNodes))
  for (const attribute of Array.from(element.attributes)) renamed.setAttribute(attribute.name, attribute.value)
  element.replaceWith(renamed)
  return renamed
}

/** Bold, italic and underline set by style (Google Docs' spans) become the elements that mean them. */
function styleToMarks(element: HTMLElement): void {
  const style = element.style
  // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold at all.
  if (element.tagName === 'B' && style.fontWeight === 'normal') {
    unwrap(element)
    return
  }
  if (element.tagName !== 'SPAN') return
  const marks: string[] = []
  if (isBold(style)) marks.push('strong')
  if (style.fontStyle === 'italic') marks.push('em')
  if (style.textDecoration.includes('underline') || style.textDecorationLine.includes('underline')) marks.push('u')
  if (marks.length === 0) {
    unwrap(element)
    return
  }
  let inner: Element = element.ownerDocument.createElement(marks[0]!)
  const outer = inner
  for (const mark of marks.slice(1)) {
    const next = element.ownerDocument.createElement(mark)
    inner.append(next)
    inner = next
  }
  inner.append(...Array.from(element.childNodes))
  element.replaceWith(outer)
}

const WORD_LIST_LEVEL = /mso-list:\s*(\S+)\s+level(\d+)/i
const ORDERED_MARKER = /^[\s\u00a0]*(\(?[0-9]+[.)]|\(?[a-zA-Z][.)]|\(?[ivxlcdmIVXLCDM]+[.)])[\s\u00a0]*$/

/**
 * Word writes a list as paragraphs styled `mso-list: l0 level1 lfo1`, each starting with its
 * bullet or number inside conditional comments. They become real, nested lists.
 */
function wordListsToLists(body: HTMLElement): void {
  const paragraphs = Array.from(body.querySelectorAll('p')).filter((p) => WORD_LIST_LEVEL.test(p.getAttribute('style') ?? ''))
  const doc = body.ownerDocument
  let stack: Array<{ list: HTMLElement; level: number }> = []
  let previous: { paragraph: Element; listId: string } | null = null
  for (const paragraph of paragraphs) {
    const [, listId = '', levelText = '1'] = WORD_LIST_LEVEL.exec(paragraph.getAttribute('style') ?? '') ?? []
    const level = Number(levelText)
    const marker = takeWordListMarker(paragraph)
    const ordered = ORDERED_MARKER.test(marker)
    // Word numbers its lists (l0, l1 ...): another list, or anything in between, starts afresh.
    const continues = previous !== null && previous.listId === listId && paragraph.previousElementSibling === previous.paragraph
    if (!continues) stack = []
    while (stack.length > 0 && stack[stack.length - 1]!.level > level) stack.pop()
    let top = stack[stack.length - 1]
    if (!top || top.level < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul')
      if (top) {
        const lastItem = top.list.lastElementChild ?? top.list.appendChild(doc.createElement('li'))
        lastItem.append(list)
      } else {
        paragraph.before(list)
      }
      top = { list, level }
      stack.push(top)
    }
    const item = doc.createElement('li')
    item.append(...Array.from(paragraph.childNodes))
    top.list.append(item)
    previous = { paragraph, listId }
    // Kept in place until the next paragraph has checked it was adjacent.
    paragraph.replaceChildren()
    paragraph.setAttribute('data-word-list-done', '')
  }
  body.querySelectorAll('p[data-word-list-done]').forEach((p) => p.remove())
}

/** Removes a Word list paragraph's bullet or number (between its conditional comments) and returns its text. */
function takeWordListMarker(paragraph: Element): string {
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_COMMENT)
  let start: Comment | null = null
  let end: Comment | null = null
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node as Comment).data
    if (!start && /\[if !supportLists\]/i.test(text)) start = node as Comment
    else if (start && /\[endif\]/i.test(text)) {
      end = node as Comment
      break
    }
  }
  if (start && end) {
    let marker = ''
    while (start.nextSibling && start.nextSibling !== end) {
      marker += start.nextSibling.textContent ?? ''
      start.nextSibling.remove()
    }
    return marker
  }
  // Without the comments (some browsers drop them), the marker is the first span's text.
  const first = paragraph.querySelector('span')
  const text = first?.textContent ?? ''
  if (first && /^[\s\u00a0]*([·•§o▪-]|\(?[0-9a-zA-Z]{1,4}[.)])[\s\u00a0]*$/.test(text)) {
    first.remove()
    return text
  }
  return ''
}

/** The pasted HTML with Word's and Google Docs' styling removed and their structure kept. */
export function cleanPastedHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(html, 'text/html')
  const body = doc.body
  wordListsToLists(body)
  for (const tag of DROP_ELEMENTS) body.querySelectorAll(tag.replace(':', '\\:')).forEach((element) => element.remove())
  // Comments (Word's conditional ones included) carry nothing worth keeping.
  const comments: Comment[] = []
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node as Comment)
  comments.forEach((comment) => comment.remove())
  // Deepest first, so unwrapping a wrapper never skips what is inside it.
  for (const element of Array.from(body.querySelectorAll('*')).reverse()) {
    if (!element.isConnected) continue
    if (element instanceof HTMLElement) styleToMarks(element)
  }
  for (const element of Array.from(body.querySelectorAll('*'))) {
    let current = element
    const tag = current.tagName.toLowerCase()
    if (HEADING_MAP[tag]) current = rename(current, HEADING_MAP[tag])
    if (tag === 'font' || tag.includes(':')) {
      unwrap(current)
      continue
    }
    const keep = KEEP_ATTRIBUTES[current.tagName.toLowerCase()] ?? []
    for (const attribute of Array.from(current.attributes)) {
      if (!keep.includes(attribute.name)) current.removeAttribute(attribute.name)
    }
  }
  // Google Docs puts each list item's text in a <p>: a list item of one paragraph is just text.
  body.querySelectorAll('li > p:only-child').forEach((p) => unwrap(p))
  return body.innerHTML
}
