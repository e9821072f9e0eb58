import { Search } from 'lucide-react'
import { BLOG_CATEGORIES } from '@/content/types'
import { cn } from '@/lib/cn'

interface Props {
  category: string
  onCategoryChange: (category: string) => void
  search: string
  onSearchChange: (search: string) => void
}

/** The search box and the category buttons of /blogs. */
export function BlogFilters({ category, onCategoryChange, search, onSearchChange }: Props) {
  return (
    <div className="flex flex-col items-center gap-6">
      <div className="relative w-full max-w-xl">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-subtle" aria-hidden="true" />
        <input
          id="blog-search"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search articles, tags or authors..."
          autoComplete="off"
          className="h-12 w-full rounded-full border border-line-strong bg-surface-tint/5 pl-12 pr-4 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-400/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap justify-center gap-2">
        {BLOG_CATEGORIES.map((c) => {
          const active = c === category
          return (
            <button
              key={c}
              type="button"
              aria-pressed={active}
              onClick={() => onCategoryChange(c)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                active
                  ? 'border-transparent bg-brand-gradient text-on-brand'
                  : 'border-line-strong bg-surface-tint/5 text-ink-soft hover:border-brand-400/50 hover:text-ink',
              )}
            >
              {c}
            </button>
          )
        })}
      </div>
    </div>
  )
}
