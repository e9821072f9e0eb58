import { toast } from 'sonner'
import { useLeadRouting, useSetLeadRouting } from '../api/member-routing-queries'
import { ROUTING_MESSAGES } from '../model/team-admin-messages'
import { RoutingSwitchCard } from './member-routing-card'

/**
 * The round-robin switch: on, a lead that no referral link claims goes to the next sales member
 * who takes new leads (by weight, skipping those away); off, it waits unassigned for an admin.
 */
export function LeadRoutingSwitch() {
  const routing = useLeadRouting()
  const save = useSetLeadRouting()

  return (
    <RoutingSwitchCard
      title="Lead routing"
      description="A lead that came through a salesperson link goes to that salesperson. Any other lead goes to the next sales member who takes new leads, by weight, skipping those who are away."
      switchId="lead-routing-round-robin"
      label="Share leads without a referral round the sales team"
      setting={{ ...routing, data: routing.data?.roundRobinEnabled }}
      saving={save.isPending}
      onChange={(enabled) =>
        save.mutate(enabled, { onSuccess: () => toast.success(enabled ? ROUTING_MESSAGES.roundRobinOn : ROUTING_MESSAGES.roundRobinOff) })
      }
    />
  )
}
