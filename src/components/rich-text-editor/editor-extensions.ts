import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'

/**
 * An uploaded image keeps the widths it was stored in (srcset), its size (no layout shift)
 * and loads lazily on the public page.
 */
const SiteImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
      width: { default: null },
      height: { default: null },
      loading: { default: 'lazy' },
    }
  },
})

/**
 * What the editor offers: headings below the page's own title (h2 to h4, or only h3 inside a
 * case study's sections), bold, italic, underline, strikethrough, lists, quotes, inline code
 * and code blocks, links and images. Links carry no target or rel: the site's own links stay
 * followable, and the sanitiser drops target anyway.
 */
export function editorExtensions(headingLevels: Array<2 | 3 | 4>) {
  return [
    StarterKit.configure({
      heading: { levels: headingLevels },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    SiteImage.configure({ inline: false, allowBase64: false }),
  ]
}
