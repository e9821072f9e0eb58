import type { BlogAuthor } from '@/content/types'
import { IMAGE_SIZES, IMAGE_SLOT_SIZES } from '@/content/images'
import { mediaSources } from '@/lib/media-url'

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  )
}

/** About the Author: name, avatar and bio. */
export function AuthorCard({ author }: { author: BlogAuthor }) {
  const name = author.name.trim() || 'Our Team'
  // An uploaded avatar comes in several widths; the 64 px slot needs the smallest.
  const media = mediaSources(author.avatar)
  return (
    <section aria-labelledby="about-author" className="rounded-2xl border border-line bg-card/80 p-6 sm:p-8">
      <h2 id="about-author" className="mb-5 text-xl font-semibold text-ink">
        About the Author
      </h2>
      <div className="flex items-start gap-5">
        {author.avatar ? (
          <img
            src={author.avatar}
            {...(media ? { srcSet: media.srcSet, sizes: IMAGE_SLOT_SIZES.avatar } : {})}
            alt=""
            width={media?.width ?? IMAGE_SIZES.avatar.width}
            height={media?.height ?? IMAGE_SIZES.avatar.height}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-full border border-line-strong object-cover"
            onError={() => console.warn('Image failed to load:', author.avatar)}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-gradient-diagonal text-lg font-bold text-on-brand"
          >
            {initials(name)}
          </span>
        )}
        <div>
          <p className="text-lg font-semibold text-ink">{name}</p>
          {author.bio && <p className="mt-2 leading-relaxed text-ink-muted">{author.bio}</p>}
        </div>
      </div>
    </section>
  )
}
