import { Download, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { downloadFile } from '@/lib/download-file'
import { useDownloadFeed, useRegenerateFeedToken } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'
import { STAGE_LABELS } from '../model/conversion-labels'
import { FEED_FILES, FEED_USERNAME, feedUrlForBasicAuth, feedUrlWithToken, TOKEN_PLACEHOLDER, type FeedFile } from '../model/feed-files'
import { CopyButton } from './copy-button'

const fileLabel = (file: FeedFile) => (file.kind === 'adjustments' ? `${STAGE_LABELS[file.stage]}: value changes` : STAGE_LABELS[file.stage])

function FeedFileRow({ file, url }: { file: FeedFile; url: string }) {
  const download = useDownloadFeed()
  return (
    <li className="space-y-1 rounded-md border border-line p-3">
      <p className="text-sm font-medium">{fileLabel(file)}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded bg-surface-tint/5 px-2 py-1 text-xs">{url}</code>
        <div className="flex shrink-0 gap-2">
          <CopyButton text={url} label={`Copy the URL of ${file.fileName}`} />
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            aria-label={`Download ${file.fileName}`}
            onClick={() => download.mutate(file.fileName, { onSuccess: (csv) => downloadFile(csv, file.fileName, 'text/csv;charset=utf-8') })}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </div>
    </li>
  )
}

/**
 * The Google Ads feed for Data Manager's scheduled HTTPS source: per file its URL, with the
 * username and the token as the password (HTTP Basic, the form Data Manager asks for, which
 * keeps the token out of request logs); the token (shown in full once, when made; afterwards
 * its hint); the token-in-path URLs for a download by hand; and each file's Download.
 */
export function GoogleFeedCard({ supabaseUrl, tokenHint }: { supabaseUrl: string; tokenHint: string | null }) {
  const regenerate = useRegenerateFeedToken()
  const [token, setToken] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: (made) => {
        setToken(made)
        toast.success(CONVERSION_MESSAGES.tokenMade)
      },
    })

  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">Google Ads feed</h2>
        <p className="text-sm text-muted-foreground">
          In Google Ads, Data manager, connect an HTTPS source for each file below with its URL, the username and the token as the
          password. Only conversions of leads who granted advertising consent and came with a Google click are listed; a won deal
          waits for its value (see Google Ads counting and deal value).
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-2 rounded-md border border-line p-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium">Username</dt>
          <dd className="flex items-center gap-2">
            <code className="text-xs">{FEED_USERNAME}</code>
            <CopyButton text={FEED_USERNAME} label="Copy the username" />
          </dd>
          <dt className="font-medium">Password</dt>
          <dd className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              {token ? (
                <>
                  <code className="break-all text-xs">{token}</code>
                  <p className="text-xs text-warning-200">Copy it now: it is shown only this once.</p>
                </>
              ) : (
                <p className="text-muted-foreground">
                  {tokenHint ? `The feed token: ${tokenHint}` : 'No token yet: make one to switch the feed on.'}
                </p>
              )}
            </div>
            <div className="flex shrink-0 gap-2">
              {token && <CopyButton text={token} label="Copy the feed token" />}
              <Button variant="outline" size="sm" disabled={regenerate.isPending} onClick={() => (tokenHint || token ? setConfirming(true) : make())}>
                <KeyRound aria-hidden="true" />
                {tokenHint || token ? 'Regenerate token' : 'Generate token'}
              </Button>
            </div>
          </dd>
        </dl>

        <ul className="space-y-2" aria-label="Feed files">
          {FEED_FILES.map((file) => (
            <FeedFileRow key={file.fileName} file={file} url={feedUrlForBasicAuth(supabaseUrl, file.fileName)} />
          ))}
        </ul>

        <details className="rounded-md border border-line p-3 text-sm">
          <summary className="cursor-pointer font-medium">URLs with the token in them, for a download by hand</summary>
          <p className="mt-2 text-muted-foreground">
            They need no username or password, so keep them private; Google's connections should use the URLs above.
          </p>
          <ul className="mt-2 space-y-1" aria-label="Feed files with the token">
            {FEED_FILES.map((file) => (
              <li key={file.fileName}>
                <code className="block break-all rounded bg-surface-tint/5 px-2 py-1 text-xs">
                  {feedUrlWithToken(supabaseUrl, token ?? TOKEN_PLACEHOLDER, file.fileName)}
                </code>
              </li>
            ))}
          </ul>
        </details>
      </CardContent>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title={CONVERSION_MESSAGES.regenerateQuestion}
          confirmLabel="Regenerate token"
          onConfirm={make}
        />
      )}
    </Card>
  )
}
