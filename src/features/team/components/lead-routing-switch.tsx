import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useLeadRouting, useSetLeadRouting } from '../api/member-routing-queries'
import { ROUTING_MESSAGES } from '../model/team-admin-messages'

/**
 * The round-robin switch: on, a lead that no referral link claims goes to the next sales member
 * who takes new leads (by weight, skipping those away); off, it waits unassigned for an admin.
 */
export function LeadRoutingSwitch() {
  const routing = useLeadRouting()
  const save = useSetLeadRouting()

  return (
    <Card className="border-line bg-surface-card/60">
      <CardContent className="space-y-2 p-4 sm:p-6" aria-busy={routing.isFetching || save.isPending}>
        <h2 className="text-lg font-semibold">Lead routing</h2>
        <p className="text-sm text-muted-foreground">
          A lead that came through a salesperson link goes to that salesperson. Any other lead goes to the next sales member
          who takes new leads, by weight, skipping those who are away.
        </p>
        {routing.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-danger-200">{routing.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void routing.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          // While the setting loads the switch is shown off and disabled (the card is busy).
          <div className="flex items-center gap-3">
            <Switch
              id="lead-routing-round-robin"
              checked={routing.data?.roundRobinEnabled ?? false}
              disabled={routing.isPending || save.isPending}
              onCheckedChange={(enabled) =>
                save.mutate(enabled, { onSuccess: () => toast.success(enabled ? ROUTING_MESSAGES.roundRobinOn : ROUTING_MESSAGES.roundRobinOff) })
              }
            />
            <Label htmlFor="lead-routing-round-robin">Share leads without a referral round the sales team</Label>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
