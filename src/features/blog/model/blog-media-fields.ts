import type { BlogPost } from '@/content/types'

/** Every field of a post that can hold an uploaded image, by its label in the form. */
export function blogImageFields(post: BlogPost): Array<{ label: string; value: string | readonly string[] | undefined }> {
  return [
    { label: 'Featured image', value: post.featuredImage },
    { label: 'Author avatar', value: post.author.avatar },
    { label: 'Social image', value: post.seoImage },
    { label: 'Content', value: post.content },
  ]
}
