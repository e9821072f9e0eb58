import { Copy, Pencil, Plus, Trash2, Users } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import type { SalespersonLink } from '@/content/types'
import { paths } from '@/config/paths'
import { AdminInfoCard } from '@/components/admin/admin-info-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { EmptyState, LoadFailed } from '@/components/admin/load-states'
import { useErrorToast } from '@/hooks/use-error-toast'
import { ERROR_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useDeleteSalespersonLink, useAdminSalespersonLinks } from '../api/admin-salesperson-queries'
import { copyAllText, generateLinks, linkFormatExample } from '../model/link-generator-links'
import { AdminSalespersonForm } from './admin-salesperson-form'
import { SALESPERSON_MESSAGES } from '../model/salespeople-messages'
import { LINK_GENERATOR_TEXT } from '../model/salespeople-admin-messages'

async function copy(text: string, success: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(success)
  } catch (error) {
    console.error('Copying to the clipboard failed', error)
    toast.error(ERROR_TOAST_TITLE, { description: LINK_GENERATOR_TEXT.copyFailed })
  }
}

/** /admin/link-generator: the salespeople and their referral links, or the add/edit form. */
export function AdminLinkGenerator() {
  useDocumentMeta('Link Generator | Admin')
  const links = useAdminSalespersonLinks()
  useErrorToast(links.isError, 'salespersons-load', SALESPERSON_MESSAGES.load)
  // null: the list; 'new': the add form; a salesperson: the edit form.
  const [editing, setEditing] = useState<SalespersonLink | 'new' | null>(null)
  const origin = window.location.origin

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={LINK_GENERATOR_TEXT.title}
        subtitle={LINK_GENERATOR_TEXT.subtitle}
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          editing === null && (
            <Button variant="gradient" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add Salesperson
            </Button>
          )
        }
      />

      <AdminInfoCard title="How it works">
        <p>
          Each salesperson gets one link per service they sell. A visitor who opens it sees the service page with a banner
          naming the salesperson and their email. Links of inactive salespersons lead to the 404 page.
        </p>
        <p>
          Link format: <code className="rounded bg-surface-raised px-1.5 py-0.5 text-brand-300">{'{site}/{salesperson-name}/{service}'}</code>
        </p>
        <p className="break-all text-muted-foreground">
          On this site: <code className="text-ink-muted">{linkFormatExample(origin)}</code>
        </p>
      </AdminInfoCard>

      {editing !== null ? (
        <AdminSalespersonForm
          key={editing === 'new' ? 'new' : editing.id}
          person={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : links.isPending ? (
        <p role="status" className="text-muted-foreground">
          {LINK_GENERATOR_TEXT.loading}
        </p>
      ) : links.isError ? (
        <LoadFailed message={SALESPERSON_MESSAGES.load} onRetry={() => links.refetch()} retrying={links.isFetching} />
      ) : links.data.length === 0 ? (
        <EmptyState icon={<Users className="size-10" aria-hidden="true" />}>
          <p>{LINK_GENERATOR_TEXT.empty}</p>
        </EmptyState>
      ) : (
        <SalespersonList people={links.data} origin={origin} onEdit={setEditing} />
      )}
    </div>
  )
}

function SalespersonList({ people, origin, onEdit }: { people: SalespersonLink[]; origin: string; onEdit: (p: SalespersonLink) => void }) {
  const [toDelete, setToDelete] = useState<SalespersonLink | null>(null)
  const deletion = useDeleteSalespersonLink()

  function confirmDelete() {
    const person = toDelete
    if (!person) return
    deletion.mutate(person.id, {
      onSuccess: () => toast.success(LINK_GENERATOR_TEXT.deleted),
    })
  }

  return (
    <section aria-labelledby="salespersons-heading" className="space-y-4">
      <h2 id="salespersons-heading" className="text-lg font-semibold">
        Salespersons ({people.length})
      </h2>
      <ul className="space-y-4">
        {people.map((person) => (
          <li key={person.id}>
            <SalespersonCard
              person={person}
              origin={origin}
              onEdit={() => onEdit(person)}
              onDelete={() => setToDelete(person)}
              deleting={deletion.isPending && deletion.variables === person.id}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={LINK_GENERATOR_TEXT.deleteQuestion}
        description={toDelete ? `${toDelete.displayName}'s links will stop working.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </section>
  )
}

interface SalespersonCardProps {
  person: SalespersonLink
  origin: string
  onEdit: () => void
  onDelete: () => void
  deleting: boolean
}

function SalespersonCard({ person, origin, onEdit, onDelete, deleting }: SalespersonCardProps) {
  const links = generateLinks(person, origin)
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`salesperson-${person.id}`} className="text-lg font-semibold">
              {person.displayName}
            </h3>
            {!person.isActive && (
              <Badge variant="secondary" className="border-warning-500/40 bg-warning-500/15 text-warning-200">
                Inactive
              </Badge>
            )}
          </div>
          <p className="break-all text-sm text-muted-foreground">
            /{person.salespersonName} · {person.email}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => copy(copyAllText(links), LINK_GENERATOR_TEXT.allCopied)} disabled={links.length === 0}>
            <Copy aria-hidden="true" />
            Copy All
            <span className="sr-only"> links of {person.displayName}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${person.displayName}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-danger-400 hover:bg-danger-500/10 hover:text-danger-300"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Delete ${person.displayName}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <h4 className="sr-only">Generated links</h4>
        <ul className="space-y-2">
          {links.map((link) => (
            <li key={link.serviceId} className="flex flex-col gap-2 rounded-md border border-line bg-surface-raised/40 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-medium">{link.serviceName}</p>
                <code className="block break-all text-sm text-brand-300">{link.url}</code>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0"
                onClick={() => copy(link.url, LINK_GENERATOR_TEXT.linkCopied)}
                aria-label={`Copy ${link.serviceName} link of ${person.displayName}`}
              >
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
