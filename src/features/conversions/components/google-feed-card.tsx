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
import { FEED_FILES, feedUrlForBasicAuth, feedUrlWithToken, TOKEN_PLACEHOLDER, type FeedFile } from '../model/feed-files'
import { CopyButton } from './copy-button'

const CLICK_KIND_LABELS = { gclid: 'Google click id (gclid)', gbraid: 'iOS app clicks (gbraid)', wbraid: 'iOS web clicks (wbraid)' } as const

function FeedFileRow({ file, url }: { file: FeedFile; url: string }) {
  const download = useDownloadFeed()
  const name = `${STAGE_LABELS[file.stage]}, ${CLICK_KIND_LABELS[file.clickKind]}`
  return (
    <li className="space-y-1 rounded-md border border-line p-3">
      <p className="text-sm font-medium">{name}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded bg-surface-tint/5 px-2 py-1 text-xs">{url}</code>
        <div className="flex shrink-0 gap-2">
          <CopyButton text={url} label={`Copy the URL of ${file.fileName}`} />
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            aria-label={`Download ${file.fileName}`}
            onClick={() =>
              download.mutate(
                { stage: file.stage, clickKind: file.clickKind },
                { onSuccess: (csv) => downloadFile(csv, file.fileName, 'text/csv;charset=utf-8') },
              )
            }
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
 * The Google Ads feed: the token (shown in full once, when made; afterwards its hint), one
 * URL per file for Google's scheduled uploads, the same without the token for HTTP Basic, and
 * each file for a manual upload.
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
  const shownToken = token ?? TOKEN_PLACEHOLDER
  const mainFiles = FEED_FILES.filter((file) => file.clickKind === 'gclid')
  const braidFiles = FEED_FILES.filter((file) => file.clickKind !== 'gclid')

  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">Google Ads feed</h2>
        <p className="text-sm text-muted-foreground">
          In Google Ads, add a scheduled upload from HTTPS for each conversion action with its file's URL. Google fetches it daily;
          only conversions of leads who granted advertising consent and came with a Google click are listed.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 rounded-md border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-medium">Feed token</p>
            {token ? (
              <>
                <code className="break-all text-xs">{token}</code>
                <p className="text-xs text-warning-200">Copy it now: it is shown only this once.</p>
              </>
            ) : (
              <p className="text-muted-foreground">{tokenHint ? `Current token: ${tokenHint}` : 'No token yet: make one to switch the feed on.'}</p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            {token && <CopyButton text={token} label="Copy the feed token" />}
            <Button
              variant="outline"
              size="sm"
              disabled={regenerate.isPending}
              onClick={() => (tokenHint || token ? setConfirming(true) : make())}
            >
              <KeyRound aria-hidden="true" />
              {tokenHint || token ? 'Regenerate token' : 'Generate token'}
            </Button>
          </div>
        </div>

        <ul className="space-y-2" aria-label="Feed files">
          {mainFiles.map((file) => (
            <FeedFileRow key={file.fileName} file={file} url={feedUrlWithToken(supabaseUrl, shownToken, file.fileName)} />
          ))}
        </ul>

        <details className="rounded-md border border-line p-3 text-sm">
          <summary className="cursor-pointer font-medium">Clicks from iOS (gbraid, wbraid)</summary>
          <ul className="mt-3 space-y-2">
            {braidFiles.map((file) => (
              <FeedFileRow key={file.fileName} file={file} url={feedUrlWithToken(supabaseUrl, shownToken, file.fileName)} />
            ))}
          </ul>
        </details>

        <div className="space-y-1 text-sm">
          <p className="font-medium">With a username and password instead</p>
          <p className="text-muted-foreground">
            Use the URL without the token, any username, and the token as the password:
          </p>
          <code className="block break-all rounded bg-surface-tint/5 px-2 py-1 text-xs">{feedUrlForBasicAuth(supabaseUrl, 'won.csv')}</code>
        </div>
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
