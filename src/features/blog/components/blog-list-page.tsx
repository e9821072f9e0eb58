import { Loader2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useBlogList } from '../api/blog-queries'
import { ALL_CATEGORIES, blogListSections } from '../model/blog-search'
import { BlogCard } from './blog-card'
import { BlogFilters } from './blog-filters'
import { BLOG_LIST_TEXTS } from '../model/blog-messages'

/** /blogs: hero, search, category filters, Featured Posts and Latest Posts. */
export function BlogListPage() {
  // The built-in posts show while the database's are still on their way (see blogListQuery).
  const { data: posts, isPlaceholderData: loadingMore } = useBlogList()
  const [category, setCategory] = useState<string>(ALL_CATEGORIES)
  const [search, setSearch] = useState('')
  const sections = useMemo(() => blogListSections(posts ?? [], category, search), [posts, category, search])

  return (
    <>
      <section className="relative overflow-hidden pb-10 pt-16 sm:pt-24">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(168,85,247,0.18),transparent_60%)]"
        />
        <div className="container text-center">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-6xl">
            Tech{' '}
            <span className="text-brand-gradient-strong">Insights</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Practical articles on web development, AI, mobile, SaaS and the trends shaping business software, written
            by the engineers who build it.
          </p>
          <div className="mt-10">
            <BlogFilters category={category} onCategoryChange={setCategory} search={search} onSearchChange={setSearch} />
          </div>
        </div>
      </section>

      <div className="container pb-24">
        {sections.empty && !loadingMore ? (
          <p role="status" className="mx-auto max-w-md rounded-2xl border border-line bg-surface-tint/5 px-6 py-12 text-center text-lg text-ink-soft">
            {BLOG_LIST_TEXTS.empty}
          </p>
        ) : (
          <div className="space-y-16">
            {sections.featured && (
              <section aria-labelledby="featured-posts">
                <h2 id="featured-posts" className="mb-8 text-2xl font-bold text-ink sm:text-3xl">
                  Featured Posts
                </h2>
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {sections.featured.map((post, index) => (
                    <BlogCard key={post.id} post={post} featured priority={index === 0} />
                  ))}
                </div>
              </section>
            )}
            {sections.latest.length > 0 && (
              <section aria-labelledby="latest-posts">
                <h2 id="latest-posts" className="mb-8 text-2xl font-bold text-ink sm:text-3xl">
                  Latest Posts
                </h2>
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {sections.latest.map((post, index) => (
                    <BlogCard key={post.id} post={post} priority={!sections.featured && index === 0} />
                  ))}
                </div>
              </section>
            )}
          </div>
        )}
        {loadingMore && (
          <p role="status" className="flex items-center justify-center gap-3 pt-12 text-muted-foreground">
            <Loader2 className="size-5 animate-spin text-brand-400" aria-hidden="true" />
            {BLOG_LIST_TEXTS.loading}
          </p>
        )}
      </div>
    </>
  )
}
