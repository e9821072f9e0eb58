import { format } from 'date-fns'
import { CalendarClock, Link2, RefreshCw, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { isMemberRole, MEMBER_ROLES, useMembership } from '@/hooks/use-admin-role'
import { cn } from '@/lib/cn'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useSetMemberActive, useSetMemberRole, useTeam } from '../api/admin-team-queries'
import type { TeamMember } from '../api/admin-team'
import { TEAM_CONFIRMATIONS, TEAM_MESSAGES } from '../model/team-admin-messages'
import { ROLE_LABELS } from '../model/team-roles'
import { AdminInviteDialog } from './admin-invite-dialog'
import type { LinkOption } from './admin-link-checklist'
import { AdminMemberLinksDialog } from './admin-member-links-dialog'
// routing:
import { LeadRoutingSwitch } from './lead-routing-switch'
// routing:
import { MemberRoutingControls } from './member-routing-controls'
// booking-link:
import { MemberBookingPageDialog } from './member-booking-page-dialog'
import { TeamBookingPageCard } from './team-booking-page-card'

const stamp = (value: string | null) => (value ? format(new Date(value), 'PPp') : null)

const NATIVE_SELECT =
  'h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50'

function MemberCard({ member, links, isYou, onEditLinks, onEditBooking }: { member: TeamMember; links: readonly LinkOption[]; isYou: boolean; onEditLinks: () => void; onEditBooking: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const setRole = useSetMemberRole()
  const setActive = useSetMemberActive()
  const busy = setRole.isPending || setActive.isPending
  const name = member.displayName || member.email
  const titleId = `member-${member.userId}-name`
  const linkLabels = member.linkIds.map((id) => links.find((link) => link.id === id)?.label ?? id)
  const lastSignIn = stamp(member.lastSignInAt)
  const invited = stamp(member.invitedAt)

  const changeActive = () =>
    setActive.mutate(
      { userId: member.userId, active: !member.active },
      { onSuccess: () => toast.success(member.active ? TEAM_MESSAGES.deactivated(name) : TEAM_MESSAGES.reactivated(name)) },
    )

  return (
    <Card role="article" aria-labelledby={titleId} className={cn('border-line bg-surface-card/60', !member.active && 'opacity-75')}>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="break-words text-lg font-semibold">
              {name}
            </h2>
            <Badge variant="outline">{ROLE_LABELS[member.role]}</Badge>
            {member.active ? (
              <Badge variant="outline" className="border-success-400/50 bg-success-500/15 text-success-200">
                Active
              </Badge>
            ) : (
              <Badge variant="outline" className="border-danger-400/50 bg-danger-500/15 text-danger-200">
                Deactivated
              </Badge>
            )}
            {isYou && <Badge variant="secondary">You</Badge>}
          </div>
          <p className="break-all text-sm text-muted-foreground">{member.email}</p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Last sign-in</dt>
            <dd>{lastSignIn ?? 'Never signed in'}</dd>
            {invited && (
              <>
                <dt className="text-muted-foreground">Invited</dt>
                <dd>{invited}</dd>
              </>
            )}
            {!member.active && member.deactivatedAt && (
              <>
                <dt className="text-muted-foreground">Deactivated</dt>
                <dd>{stamp(member.deactivatedAt)}</dd>
              </>
            )}
            {member.role === 'sales' && (
              <>
                <dt className="text-muted-foreground">Salesperson links</dt>
                <dd className="break-words">{linkLabels.length > 0 ? linkLabels.join(', ') : 'None'}</dd>
                {/* booking-link: */}
                <dt className="text-muted-foreground">Booking page</dt>
                <dd className="break-all">{member.bookingUrl ?? 'None'}</dd>
              </>
            )}
          </dl>
          {/* routing: */}
          {member.role === 'sales' && <MemberRoutingControls userId={member.userId} name={name} routing={member.routing} />}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <select
            aria-label={`Role of ${name}`}
            className={NATIVE_SELECT}
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = event.target.value
              if (!isMemberRole(role) || role === member.role) return
              setRole.mutate({ userId: member.userId, role }, { onSuccess: () => toast.success(TEAM_MESSAGES.roleChanged(name, ROLE_LABELS[role])) })
            }}
          >
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {member.role === 'sales' && (
            <Button variant="outline" size="sm" disabled={busy} onClick={onEditLinks} aria-label={`Salesperson links of ${name}`}>
              <Link2 aria-hidden="true" />
              Links
            </Button>
          )}
          {/* booking-link: */}
          {member.role === 'sales' && (
            <Button variant="outline" size="sm" disabled={busy} onClick={onEditBooking} aria-label={`Booking page of ${name}`}>
              <CalendarClock aria-hidden="true" />
              Booking page
            </Button>
          )}
          <Button
            variant={member.active ? 'destructive' : 'outline'}
            size="sm"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${name}`}
          >
            {member.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      </CardContent>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title={member.active ? TEAM_CONFIRMATIONS.deactivate(name) : TEAM_CONFIRMATIONS.reactivate(name)}
          description={member.active ? TEAM_CONFIRMATIONS.deactivateDetail : TEAM_CONFIRMATIONS.reactivateDetail}
          confirmLabel={member.active ? 'Deactivate' : 'Reactivate'}
          destructive={member.active}
          onConfirm={changeActive}
        />
      )}
    </Card>
  )
}

/**
 * The team (admins): every member with their role, whether they are active, their last sign-in
 * and (sales) their salesperson links; invite, change a role, deactivate or reactivate, tie
 * links. Nothing changes on screen before the database agrees, and its refusals (the last
 * admin, a role that does not exist...) are shown as they come. `links`: the salesperson links
 * to offer.
 */
export function AdminTeamPage({ links }: { links: readonly LinkOption[] }) {
  useDocumentMeta('Team | Admin')
  const team = useTeam()
  const me = useMembership()
  const [inviting, setInviting] = useState(false)
  const [linksOf, setLinksOf] = useState<TeamMember | null>(null)
  // booking-link:
  const [bookingOf, setBookingOf] = useState<TeamMember | null>(null)

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Team</h1>
          <p className="text-sm text-muted-foreground">Who can sign in to the admin panel, and what each of them may do.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void team.refetch()} disabled={team.isFetching}>
            <RefreshCw className={cn(team.isFetching && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="gradient" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            Invite member
          </Button>
        </div>
      </div>

      {/* routing: */}
      <LeadRoutingSwitch />
      {/* booking-link: */}
      <TeamBookingPageCard />

      <section aria-label="Team members" aria-busy={team.isFetching} className="space-y-4">
        {team.isPending ? (
          <p role="status" className="py-12 text-center text-muted-foreground">
            Loading the team...
          </p>
        ) : team.isError ? (
          <div role="alert" className="space-y-3 rounded-lg border border-danger-500/30 bg-danger-950/30 p-6 text-center">
            <p className="text-danger-200">{team.error.message}</p>
            <Button variant="outline" onClick={() => void team.refetch()}>
              Try again
            </Button>
          </div>
        ) : team.data.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed border-line-strong py-12 text-center text-muted-foreground">
            No team members yet. Invite the first one.
          </p>
        ) : (
          <ul className="space-y-4">
            {team.data.map((member) => (
              <li key={member.userId}>
                <MemberCard member={member} links={links} isYou={member.userId === me?.userId} onEditLinks={() => setLinksOf(member)} onEditBooking={() => setBookingOf(member)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {inviting && <AdminInviteDialog links={links} onClose={() => setInviting(false)} />}
      {linksOf && <AdminMemberLinksDialog member={linksOf} links={links} onClose={() => setLinksOf(null)} />}
      {/* booking-link: */}
      {bookingOf && <MemberBookingPageDialog member={bookingOf} onClose={() => setBookingOf(null)} />}
    </div>
  )
}
