import { Globe, Loader2, RefreshCw, Rocket } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { usePublicPagesStatus, usePublish, usePublishSettings, usePublishRequests } from '../api/publishing-queries'
import { isHeldBack, publicPagesState, type PublishRequest } from '../model/publishing'
import {
  buildLimitText,
  formatPublishTime,
  goesOutText,
  publicPagesText,
  queuedToast,
  PUBLISHING_TOASTS,
  REQUEST_REASON_LABEL,
  REQUEST_STATUS_LABEL,
} from '../model/publishing-messages'
import { PublishSettingsDialog } from './publish-settings-dialog'

const STATUS_TONE: Record<PublishRequest['status'], string> = {
  pending: 'border-warning-400/40 bg-warning-500/15 text-warning-200',
  sent: 'border-success-400/40 bg-success-500/15 text-success-200',
  failed: 'border-danger-400/40 bg-danger-500/15 text-danger-200',
  skipped: 'border-line-bold bg-surface-tint/5 text-ink-muted',
}

/**
 * Publish: whether the public pages show the latest content ("N changes since the public
 * pages were built at T"), the button that asks the host to rebuild them, and what became of
 * the last requests.
 */
export function PublishCard() {
  const { buildInfo, changes } = usePublicPagesStatus()
  const settings = usePublishSettings()
  const requests = usePublishRequests()
  const publish = usePublish()
  const titleId = useId()
  const state = buildInfo.isError || changes.isError ? undefined : publicPagesState(buildInfo.data ?? null, changes.data)
  const loading = buildInfo.isPending || (buildInfo.data && changes.isPending)

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: (request) => {
        if (isHeldBack(request)) {
          const queued = queuedToast(request.sendAfter!, request.detail)
          toast.info(queued.title, { description: queued.description })
          return
        }
        const message = request.status === 'skipped' ? PUBLISHING_TOASTS.skipped : PUBLISHING_TOASTS.requested
        toast[request.status === 'skipped' ? 'info' : 'success'](message.title, { description: message.description })
      },
      onError: () => toast.error(PUBLISHING_TOASTS.failed.title, { description: PUBLISHING_TOASTS.failed.description }),
    })

  return (
    <Card role="region" aria-labelledby={titleId} className="border-line bg-surface-card/60">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Globe className="size-5 text-brand-300" aria-hidden="true" />
          Public Pages
        </CardTitle>
        <CardDescription>The public site is built from the published content; publish to rebuild it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="rounded-md border border-line bg-surface-tint/[0.03] p-4" aria-live="polite">
          {loading ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Checking the public pages...
            </p>
          ) : state ? (
            <p className={cn('text-sm', state.kind === 'behind' ? 'text-warning-200' : 'text-ink-soft')}>{publicPagesText(state)}</p>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-danger-300">{PUBLISHING_TOASTS.loadFailed}</p>
              <Button variant="ghost" size="sm" onClick={() => void Promise.all([buildInfo.refetch(), changes.refetch()])}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <Button variant="gradient" onClick={onPublish} disabled={publish.isPending}>
            {publish.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
            Publish
          </Button>
          {settings.data && <PublishSettingsDialog settings={settings.data} />}
        </div>
        {settings.data && (
          <p className="text-xs text-muted-foreground">
            {settings.data.hookConfigured
              ? `Build hook: set (${settings.data.hookHost ?? 'hidden'}).`
              : 'Build hook: not set. Publish requests are recorded but nothing is rebuilt.'}{' '}
            {settings.data.autoPublish ? 'Publishing automatically after every change.' : ''}
          </p>
        )}
        {settings.data?.hookConfigured && <p className="text-xs text-muted-foreground">{buildLimitText(settings.data)}</p>}

        <div className="space-y-2">
          <h3 className="text-sm font-medium">Latest publish requests</h3>
          {requests.isPending ? (
            <p className="text-sm text-muted-foreground">Loading...</p>
          ) : requests.isError ? (
            <p className="text-sm text-danger-300">{PUBLISHING_TOASTS.loadFailed}</p>
          ) : requests.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No publish requests yet.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {requests.data.map((request) => (
                <li key={request.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p>
                      {REQUEST_REASON_LABEL[request.reason]} · <time dateTime={request.requestedAt}>{formatPublishTime(request.requestedAt)}</time>
                    </p>
                    {isHeldBack(request) && (
                      <p className="text-xs text-warning-200">
                        <time dateTime={request.sendAfter!}>{goesOutText(request.sendAfter!)}</time>
                      </p>
                    )}
                    {request.detail && <p className="break-words text-xs text-muted-foreground">{request.detail}</p>}
                  </div>
                  <Badge variant="outline" className={STATUS_TONE[request.status]}>
                    {REQUEST_STATUS_LABEL[request.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
