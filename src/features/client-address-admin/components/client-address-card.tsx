import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, RefreshCw, ShieldAlert } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { INVALID_FIELDS_MESSAGE, VALIDATION_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { errorMessage } from '@/lib/errors'
import { useClientAddressCheck, useSaveHopSettings } from '../api/client-address-queries'
import { CLIENT_ADDRESS_ADMIN_MESSAGES as M, HOP_PATH_LABELS, verdictText } from '../model/client-address-admin-messages'
import { hopVerdict, type HopPath, type HopReport, type HopSettings } from '../model/hop-check'
import {
  HOP_LIMITS, hopSettingsSchema, toHopSettings, toHopSettingsFormValues, type HopSettingsFormValues,
} from '../model/hop-settings-form'

const PATHS: readonly HopPath[] = ['rest', 'function']

function Report({ report }: { report: HopReport }) {
  const verdict = hopVerdict(report)
  const fine = verdict.kind === 'fine'
  return (
    <div className="space-y-2">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{M.derived}</dt>
        <dd className="break-all font-mono">{report.client}</dd>
        <dt className="text-muted-foreground">{M.chain}</dt>
        <dd className="break-all font-mono">
          {report.chain.trim() || M.emptyChain} <span className="font-sans text-muted-foreground">({M.entries(report.entries)})</span>
        </dd>
        <dt className="text-muted-foreground">{M.hops}</dt>
        <dd>{report.hops}</dd>
      </dl>
      <p className={fine ? 'flex items-start gap-2 text-sm text-success-300' : 'flex items-start gap-2 text-sm text-warning-200'}>
        {fine ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
        <span>{verdictText(verdict)}</span>
      </p>
    </div>
  )
}

function PathCheck({ path }: { path: HopPath }) {
  const titleId = useId()
  const check = useClientAddressCheck(path)
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-md border border-line p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-medium">
          {HOP_PATH_LABELS[path]}
        </h3>
        <Button variant="outline" size="sm" onClick={() => void check.refetch()} disabled={check.isFetching} aria-label={`${M.recheck}: ${HOP_PATH_LABELS[path]}`}>
          <RefreshCw className={check.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {M.recheck}
        </Button>
      </div>
      {check.isPending && (
        <div role="status" className="space-y-2">
          <span className="sr-only">{M.loading}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
      {check.isError && (
        <p role="alert" className="text-sm text-danger-300">
          {errorMessage(check.error, M.loadFailed)}
        </p>
      )}
      {check.data && <Report report={check.data} />}
    </section>
  )
}

function HopSettingsForm({ current }: { current: HopSettings }) {
  const save = useSaveHopSettings()
  const form = useForm<HopSettingsFormValues>({ resolver: zodResolver(hopSettingsSchema), values: toHopSettingsFormValues(current) })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(toHopSettings(values))
        toast.success(M.saved)
      } catch {
        // The mutation's error toast said why; the form keeps what was typed.
      }
    },
    () => toast.error(VALIDATION_TOAST_TITLE, { description: INVALID_FIELDS_MESSAGE }),
  )
  const field = (name: keyof HopSettingsFormValues, path: HopPath) => (
    <FormField id={`hops-${path}`} label={`${M.hops}: ${HOP_PATH_LABELS[path]}`} error={errors[name]?.message}>
      {(aria) => <Input {...aria} type="number" inputMode="numeric" min={HOP_LIMITS.min} max={HOP_LIMITS.max} step={1} {...form.register(name)} />}
    </FormField>
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={M.formTitle}>
      <p className="text-sm text-muted-foreground">{M.formHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('restHops', 'rest')}
        {field('functionHops', 'function')}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="gradient" disabled={save.isPending}>
          {save.isPending ? M.saving : M.save}
        </Button>
      </div>
    </form>
  )
}

/**
 * The hop-count check on the dashboard: for the admin's own request, the address each path
 * derived, the chain it came from and a one-line verdict, and the two hop counts to change.
 */
export function ClientAddressCard() {
  const titleId = useId()
  // Both counts come with the REST path's answer; the form opens once it is in.
  const rest = useClientAddressCheck('rest')
  return (
    <Card role="region" aria-labelledby={titleId} className="border-line bg-surface-card/60">
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-lg">
          {M.title}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{M.intro}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-2">
          {PATHS.map((path) => (
            <PathCheck key={path} path={path} />
          ))}
        </div>
        {rest.data && <HopSettingsForm current={rest.data.settings} />}
      </CardContent>
    </Card>
  )
}
