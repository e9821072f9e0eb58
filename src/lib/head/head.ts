/**
 * A page's head: what search engines, link previews (Open Graph, Twitter cards) and the
 * browser tab show. Pages declare it with useHead(); the build writes it into the page's
 * static HTML and the browser keeps it current as the visitor navigates. Both go through
 * headTags() below, so the two can never disagree.
 */

/** A JSON-LD object (schema.org vocabulary); builders type theirs with schema-dts. */
export type JsonLd = Record<string, unknown>

export interface Head {
  title: string
  description: string
  /**
   * The page's canonical path ('/portfolio'). Defaults to the address it was rendered for;
   * a page reachable under several addresses names the one to index.
   */
  path?: string
  /** The preview image: site-relative ('/images/...') or absolute. Defaults to the site's. */
  image?: string
  imageAlt?: string
  /** Open Graph type: 'article' for case studies and posts. */
  type?: 'website' | 'article'
  /** Pages that must stay out of search results: thank-you, referral pages, 404, /admin. */
  noindex?: boolean
  /** Structured data, one <script type="application/ld+json"> each. */
  jsonLd?: readonly JsonLd[]
  /** For articles: ISO timestamps of first publication and last change. */
  publishedTime?: string
  modifiedTime?: string
}

/** What every page's head shares: where the site lives and what it is called. */
export interface SiteIdentity {
  /** The site's origin without a trailing slash ('https://agency.example'). */
  url: string
  name: string
  /** The preview image of a page that has none of its own (site-relative). */
  defaultImage: string
  /** The blog feed's path, linked from every page. */
  feedPath: string
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  /** Text content (the title, or a JSON-LD script's JSON). */
  text?: string
}

/** The attribute that marks the tags managed here, so they can be replaced as a set. */
export const HEAD_MARKER = 'data-head'

/** An absolute URL for a site-relative path; absolute URLs pass through. */
export function absoluteUrl(site: Pick<SiteIdentity, 'url'>, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/**
 * JSON for inside a <script> element: '<' is escaped so no string in it (a title, a post's
 * text) can close the element or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The head as tags, in the order they are written. `renderedPath` is the page's address. */
export function headTags(head: Head, site: SiteIdentity, renderedPath: string): HeadTag[] {
  const url = absoluteUrl(site, head.path ?? renderedPath)
  const image = absoluteUrl(site, head.image || site.defaultImage)
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : []
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: head.title },
    ...meta('name', 'description', head.description),
    ...(head.noindex ? meta('name', 'robots', 'noindex') : [{ tag: 'link' as const, attrs: { rel: 'canonical', href: url } }]),
    ...meta('property', 'og:site_name', site.name),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:image:alt', head.imageAlt),
    ...meta('property', 'article:published_time', head.type === 'article' ? head.publishedTime : undefined),
    ...meta('property', 'article:modified_time', head.type === 'article' ? head.modifiedTime : undefined),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image),
    {
      tag: 'link',
      attrs: { rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Blog`, href: absoluteUrl(site, site.feedPath) },
    },
    ...(head.jsonLd ?? []).map((data): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptSafeJson(data) })),
  ]
  return tags.map((tag) => ({ ...tag, attrs: { ...tag.attrs, [HEAD_MARKER]: '' } }))
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The tags as HTML, for the static pages the build writes. */
export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes} />`
      // JSON-LD is already script-safe; a title is text.
      return `<${tag}${attributes}>${tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')}</${tag}>`
    })
    .join('\n    ')
}

/** Replaces the document's managed tags with these (the browser side of headTags). */
export function applyHeadTags(document: Document, tags: readonly HeadTag[]): void {
  for (const old of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove()
  // A template's own title and description give way to the managed ones.
  document.head.querySelector('title')?.remove()
  document.head.querySelector('meta[name="description"]')?.remove()
  for (const { tag, attrs, text } of tags) {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    if (text !== undefined) element.textContent = text
    document.head.appendChild(element)
  }
}
