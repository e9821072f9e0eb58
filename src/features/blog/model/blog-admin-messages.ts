/** What the back office's blog screens say (kept apart so visitors' chunks do not carry it). */

export const CONTENT_EMPTY_MESSAGE = 'Content cannot be empty.'

export const INVALID_DATE_MESSAGE = 'Please enter a valid date.'

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

export const BLOG_DELETE_QUESTION = 'Are you sure you want to delete this blog post?'
