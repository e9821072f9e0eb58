import { useQueryClient } from '@tanstack/react-query'
import { Bell, Briefcase, FileText, MessageSquare, NotebookText, PenSquare, Plus, RefreshCw } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { StatCard, type StatCardProps } from '@/components/ui/stat-card'
import { paths } from '@/config/paths'
import { builtInPosts } from '@/content/blog-posts'
import { cn } from '@/lib/cn'
import { useAdminBlogs } from '@/features/blog/api/admin-blog-queries'
import { blogPostSlugOrId, countListedBlogPosts, recentBlogPosts } from '@/features/blog/model/blog-list'
import { blogKeys } from '@/features/blog/api/keys'
import { useActiveInquiryCount } from '@/features/inquiry-inbox/api/admin-inquiry-queries'
import { inquiryKeys } from '@/features/inquiry-inbox/api/keys'
import { useAdminProjects } from '@/features/portfolio-editor/api/admin-project-queries'
import { projectKeys } from '@/lib/projects/project-keys'
import { RECENT_ITEMS } from './dashboard'

const QUICK_ACTIONS = [
  { label: 'Add New Portfolio', to: paths.admin.portfolioNew.to(), icon: Plus },
  { label: 'Write New Blog Post', to: paths.admin.blogNew.to(), icon: PenSquare },
  { label: 'Manage Customer Inquiries', to: paths.admin.inquiries.to(), icon: MessageSquare },
  { label: 'Manage Case Studies', to: paths.admin.caseStudies.to(), icon: NotebookText },
] as const

function RecentCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col border-line bg-surface-card/60">
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  )
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  )
}

interface RecentItem {
  id: string
  title: string
  detail: string
  /**
   * Edit in the back office; a built-in post has no record there, so it is marked Built-in and
   * offers View, its public page in a new tab.
   */
  link: { edit: string } | { builtInView: string }
}

function RecentItems({ items, empty }: { items: RecentItem[]; empty: string }) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-3 first:pt-0">
          <div className="min-w-0">
            <p className="break-words font-medium">{item.title}</p>
            <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
              <span className="truncate">{item.detail}</span>
              {'builtInView' in item.link && (
                <Badge variant="outline" className="shrink-0 font-medium">
                  Built-in
                </Badge>
              )}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            {'builtInView' in item.link ? (
              <a href={item.link.builtInView} target="_blank" rel="noopener noreferrer" aria-label={`View ${item.title} (opens in a new tab)`}>
                View
              </a>
            ) : (
              <Link to={item.link.edit} aria-label={`Edit ${item.title}`}>
                Edit
              </Link>
            )}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The dashboard's counters, Refresh Data, quick actions and recent lists. The recent
 * inquiries come from the inquiries feature, passed in by the page; without them (an editor's
 * dashboard) only the content's counters, actions and lists show, and no inquiry is asked for.
 */
export function DashboardOverview({ recentInquiries }: { recentInquiries?: ReactNode }) {
  const queryClient = useQueryClient()
  const withInquiries = recentInquiries !== undefined
  const projects = useAdminProjects()
  const blogs = useAdminBlogs()
  const inquiries = useActiveInquiryCount(undefined, withInquiries)
  const newInquiries = useActiveInquiryCount('new', withInquiries)
  const [refreshing, setRefreshing] = useState(false)

  const queries = withInquiries ? [projects, blogs, inquiries, newInquiries] : [projects, blogs]
  const loading = queries.some((q) => q.isPending)
  const failed = queries.some((q) => q.isError)

  const refresh = async () => {
    setRefreshing(true)
    try {
      await Promise.all(
        [projectKeys.all, blogKeys.all, ...(withInquiries ? [inquiryKeys.all] : [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    } finally {
      setRefreshing(false)
    }
  }

  const counters: StatCardProps[] = [
    { label: 'Total Portfolios', value: projects.data?.length, icon: Briefcase, iconTone: 'bg-brand-500/15 text-brand-300' },
    { label: 'Blog Posts', value: blogs.data && countListedBlogPosts(builtInPosts, blogs.data), icon: FileText, iconTone: 'bg-brand-alt-500/15 text-brand-alt-300' },
    ...(withInquiries
      ? [
          { label: 'Customer Inquiries', value: inquiries.data, icon: MessageSquare, iconTone: 'bg-success-500/15 text-success-300' },
          { label: 'New Inquiries', value: newInquiries.data, icon: Bell, iconTone: 'bg-blue-500/15 text-blue-300' },
        ]
      : []),
  ]
  const quickActions = withInquiries ? QUICK_ACTIONS : QUICK_ACTIONS.filter((action) => action.to !== paths.admin.inquiries.to())

  // A failed load empties the lists.
  const recentProjects = (projects.data ?? []).slice(0, RECENT_ITEMS).map((p): RecentItem => ({
    id: p.id,
    title: p.title,
    detail: p.client ?? 'No client',
    link: { edit: paths.admin.portfolioEdit.to(p.id) },
  }))
  // The same posts as the Blog Posts counter: the built-in ones too, marked. A failed load
  // empties the list as it blanks the counter.
  const recentBlogs = (blogs.data ? recentBlogPosts(builtInPosts, blogs.data, RECENT_ITEMS) : []).map(({ post, builtIn }): RecentItem => ({
    id: post.id,
    title: post.title,
    detail: post.author.name || 'Unknown',
    link: builtIn ? { builtInView: paths.blogPost.to(blogPostSlugOrId(post)) } : { edit: paths.admin.blogEdit.to(post.id) },
  }))
  const showsBuiltIn = recentBlogs.some((item) => 'builtInView' in item.link)

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">
            {withInquiries ? 'Your website\'s content and customer inquiries at a glance.' : 'Your website\'s content at a glance.'}
          </p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Refresh Data
        </Button>
      </div>

      {loading && (
        <p role="status" className="sr-only">
          Loading dashboard...
        </p>
      )}
      {!loading && failed && (
        <p role="alert" className="rounded-md border border-warning-400/30 bg-warning-950/30 px-4 py-2 text-sm text-warning-100">
          Some dashboard data could not be loaded. Use Refresh Data to try again.
        </p>
      )}

      <section aria-label="Counters" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {counters.map((counter) => (
          <StatCard key={counter.label} {...counter} loading={loading} />
        ))}
      </section>

      <Card className="border-line bg-surface-card/60">
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {quickActions.map(({ label, to, icon: Icon }) => (
            <Button key={to} asChild variant="outline" className="h-auto justify-start whitespace-normal py-3">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>

      <div className={cn('grid gap-6', withInquiries ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
        <RecentCard title="Recent Portfolios">
          {projects.isPending ? (
            <ListSkeleton label="Loading recent portfolios" />
          ) : (
            <RecentItems items={recentProjects} empty="No portfolios yet" />
          )}
        </RecentCard>
        <RecentCard title="Recent Blog Posts">
          {blogs.isPending ? (
            <ListSkeleton label="Loading recent blog posts" />
          ) : (
            <>
              <RecentItems items={recentBlogs} empty="No blog posts yet" />
              {showsBuiltIn && (
                <p className="mt-3 text-xs text-muted-foreground">
                  Built-in posts come with the site. To edit them, copy them into the database with Migrate Static Data.
                </p>
              )}
            </>
          )}
        </RecentCard>
        {withInquiries && <RecentCard title="Recent Inquiries">{recentInquiries}</RecentCard>}
      </div>
    </div>
  )
}
