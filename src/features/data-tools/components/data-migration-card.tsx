import { Database, DatabaseZap, Loader2, SearchCheck } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { builtInPosts } from '@/content/blog-posts'
import { sampleProjects } from '@/content/sample-projects'
import { useDatabaseStatus, useMigrateStaticData } from '../api/data-tools-queries'
import { DATA_TOOL_TOASTS } from '../model/data-tool-messages'
import { canMigrate } from '../model/migration'

function show(t: { title: string; description: string }, kind: 'success' | 'error' | 'info') {
  toast[kind](t.title, { description: t.description })
}

/** The Data Migration card (Check Database, Migrate Static Data, status and contents). */
export function DataMigrationCard() {
  const status = useDatabaseStatus()
  const migrate = useMigrateStaticData()
  const running = status.isFetching || migrate.isPending
  const titleId = useId()

  const check = async () => {
    const result = await status.refetch()
    if (result.error || !result.data) return show(DATA_TOOL_TOASTS.checkFailed, 'error')
    const { hasData, projectsCount, blogsCount } = result.data
    if (hasData) show(DATA_TOOL_TOASTS.dataFound(projectsCount, blogsCount), 'success')
    else show(DATA_TOOL_TOASTS.noData, 'info')
  }

  const runMigration = () =>
    migrate.mutate(undefined, {
      onSuccess: (result) => {
        if (result.success) show(DATA_TOOL_TOASTS.migrated(result.projectsCount, result.blogsCount), 'success')
        else show(DATA_TOOL_TOASTS.migrationFailed(result.error), 'error')
      },
      onError: () => show(DATA_TOOL_TOASTS.migrationCrashed, 'error'),
    })

  return (
    <Card role="region" aria-labelledby={titleId} className="border-line bg-surface-card/60">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Database className="size-5 text-brand-300" aria-hidden="true" />
          Data Migration
        </CardTitle>
        <CardDescription>Copy the website&apos;s built-in content into the database.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="rounded-md border border-line bg-surface-tint/[0.03] p-4" aria-live="polite">
          {status.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Checking database...
            </p>
          ) : status.isError ? (
            <p className="text-sm text-danger-300">{DATA_TOOL_TOASTS.checkFailed.description}</p>
          ) : (
            <div className="space-y-2">
              {status.data.hasData ? (
                <Badge variant="outline" className="border-success-400/40 bg-success-500/15 text-success-200">
                  Database Has Data
                </Badge>
              ) : (
                <Badge variant="outline" className="border-warning-400/40 bg-warning-500/15 text-warning-200">
                  Database Empty
                </Badge>
              )}
              <p className="text-sm text-muted-foreground">
                {status.data.projectsCount} portfolios, {status.data.blogsCount} blog posts
              </p>
            </div>
          )}
        </div>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={check} disabled={running}>
            <SearchCheck aria-hidden="true" />
            Check Database
          </Button>
          <Button variant="gradient" onClick={runMigration} disabled={running || !canMigrate(status.data)}>
            {migrate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <DatabaseZap aria-hidden="true" />}
            Migrate Static Data
          </Button>
        </div>
        {status.data && !canMigrate(status.data) && (
          <p className="text-xs text-muted-foreground">Migration is available while the database holds no portfolios.</p>
        )}

        <div className="space-y-2 text-sm">
          <h3 className="font-medium">Migration includes:</h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>
              {sampleProjects.length} sample portfolio projects:{' '}
              {sampleProjects.map((project) => project.title).join(', ')}
            </li>
            <li>{builtInPosts.length} featured blog posts</li>
          </ul>
        </div>
      </CardContent>
    </Card>
  )
}
