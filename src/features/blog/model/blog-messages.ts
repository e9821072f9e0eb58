/** What the blog feature says to the admin: its services' errors and its form's messages. */

export const BLOG_MESSAGES = {
  loadList: 'Failed to load blog posts. Please try again.',
  loadOne: 'Failed to load blog post. Please try again.',
  save: 'Something went wrong. Please try again.',
  slugTaken: 'This slug is already used by another blog post. Please choose a different title.',
  delete: 'Failed to delete blog post. Please try again.',
} as const

export const BLOG_LIST_TEXTS = {
  loading: 'Loading blogs...',
  empty: 'No blog posts found.',
} as const

export const SHARE_TEXTS = {
  copied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
} as const

/** The text shown for empty or whitespace-only content. */
export const EMPTY_BLOG_CONTENT = 'No content available for this blog post.'

export const BLOG_POST_LOADING = 'Loading blog post...'
