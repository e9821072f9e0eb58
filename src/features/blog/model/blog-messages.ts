/** What the blog feature says to the admin: its services' errors and its form's messages. */

export const BLOG_MESSAGES = {
  loadList: 'Failed to load blog posts. Please try again.',
  loadOne: 'Failed to load blog post. Please try again.',
  save: 'Something went wrong. Please try again.',
  slugTaken: 'This slug is already used by another blog post. Please choose a different title.',
  delete: 'Failed to delete blog post. Please try again.',
} as const

export const CONTENT_EMPTY_MESSAGE = 'Content cannot be empty.'

export const INVALID_DATE_MESSAGE = 'Please enter a valid date.'

export const BLOG_LIST_TEXTS = {
  loading: 'Loading blogs...',
  empty: 'No blog posts found.',
} as const

export const SHARE_TEXTS = {
  copied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
} as const

/** The blog form's own texts. */
export const BLOG_FORM_MESSAGES = {
  saved: {
    create: { title: 'Blog post created', description: 'The blog post has been successfully created.' },
    edit: { title: 'Blog post updated', description: 'The blog post has been successfully updated.' },
  },
  contentHint:
    'Plain text or HTML is accepted: write in the visual editor, paste from Google Docs or Word, or switch to HTML. In plain text, a blank line starts a new paragraph.',
} as const

/** The blog list's and the post loader's texts. */
export const BLOG_ADMIN_MESSAGES = {
  deleted: { title: 'Blog post deleted', description: (title: string) => `"${title}" has been deleted.` },
  notFound: { title: 'Blog post not found', description: "The blog post you're trying to edit doesn't exist." },
} as const

/** The text shown for empty or whitespace-only content. */
export const EMPTY_BLOG_CONTENT = 'No content available for this blog post.'

export const BLOG_DELETE_QUESTION = 'Are you sure you want to delete this blog post?'

export const BLOG_POST_LOADING = 'Loading blog post...'
