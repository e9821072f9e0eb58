import { Loader2, Settings2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { ServiceError } from '@/lib/errors'
import { useSavePublishSettings } from '../api/publishing-queries'
import type { PublishSettings } from '../model/publishing'
import { PUBLISHING_TOASTS } from '../model/publishing-messages'

/**
 * The build hook and auto-publish. The hook's address is a secret: it can be replaced or
 * removed here, never read back (only its host is shown).
 */
export function PublishSettingsDialog({ settings }: { settings: PublishSettings }) {
  const [open, setOpen] = useState(false)
  const [hook, setHook] = useState('')
  const [autoPublish, setAutoPublish] = useState(settings.autoPublish)
  const [error, setError] = useState<string | null>(null)
  const save = useSavePublishSettings()
  const hookId = useId()
  const autoId = useId()
  const errorId = useId()

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) {
      setHook('')
      setAutoPublish(settings.autoPublish)
      setError(null)
    }
  }

  const submit = (change: Parameters<typeof save.mutate>[0]) =>
    save.mutate(change, {
      onSuccess: () => {
        toast.success(PUBLISHING_TOASTS.settingsSaved.title, { description: PUBLISHING_TOASTS.settingsSaved.description })
        setOpen(false)
      },
      onError: (failure) => {
        // A refused address is explained beside the field; it stays as typed.
        if (failure instanceof ServiceError && failure.code === '22023') setError(failure.message)
        else toast.error(PUBLISHING_TOASTS.settingsFailed.title, { description: PUBLISHING_TOASTS.settingsFailed.description })
      },
    })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    submit({ buildHookUrl: hook.trim() || undefined, autoPublish })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings2 aria-hidden="true" />
          Publish settings
        </Button>
      </DialogTrigger>
      <DialogContent className="border-line bg-surface-page">
        <DialogHeader>
          <DialogTitle>Publish settings</DialogTitle>
          <DialogDescription>
            Your host rebuilds the public pages when its build hook is called (Netlify, Vercel and Cloudflare Pages each
            give one in the site&apos;s build settings).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          <div className="space-y-2">
            <Label htmlFor={hookId}>Build hook address</Label>
            <Input
              id={hookId}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={hook}
              onChange={(event) => setHook(event.target.value)}
              placeholder={settings.hookConfigured ? `Set (${settings.hookHost ?? 'hidden'}): type a new one to replace it` : 'https://api.netlify.com/build_hooks/...'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-danger-300">
                {error}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">
                Kept in the database and never shown again; the browser only ever learns its host.
              </p>
            )}
          </div>
          <div className="flex items-start justify-between gap-4 rounded-md border border-line p-3">
            <div>
              <Label htmlFor={autoId}>Publish automatically</Label>
              <p className="text-xs text-muted-foreground">Ask for a rebuild after every change to a project or a post.</p>
            </div>
            <Switch id={autoId} checked={autoPublish} onCheckedChange={setAutoPublish} />
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            {settings.hookConfigured ? (
              <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => submit({ clearHook: true })}>
                Remove build hook
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" variant="gradient" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save settings
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
