import { toast } from 'sonner'
import { useMembership } from '@/hooks/use-admin-role'
import { useMyRouting, useSetMyAway } from '../api/member-routing-queries'
import { ROUTING_MESSAGES } from '../model/team-admin-messages'
import { RoutingSwitchCard } from './member-routing-card'

/**
 * A sales member's own Away switch: while away the round-robin skips them; leads through their
 * own links still reach them. Shown as the database holds it, changed once it agrees.
 */
export function MyAwaySwitch() {
  const me = useMembership()
  const userId = me?.userId ?? null
  const routing = useMyRouting(userId)
  const save = useSetMyAway(userId)

  return (
    <RoutingSwitchCard
      title="New leads"
      description={
        routing.data?.takesNewLeads === false
          ? 'Leads that come through your links are yours. An admin decides whether you also take other new leads.'
          : 'Leads that come through your links are yours, and you take your turn with other new leads. While you are away, those go to the rest of the team.'
      }
      switchId="my-away"
      label="I am away"
      setting={{ ...routing, data: routing.data?.away }}
      saving={save.isPending}
      onChange={(away) => save.mutate(away, { onSuccess: () => toast.success(away ? ROUTING_MESSAGES.nowAway : ROUTING_MESSAGES.nowBack) })}
    />
  )
}
