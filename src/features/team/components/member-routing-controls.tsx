import { toast } from 'sonner'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useSetMemberRouting } from '../api/member-routing-queries'
import { LEAD_WEIGHTS, type MemberRouting } from '../model/member-routing'
import { ROUTING_MESSAGES } from '../model/team-admin-messages'

const NATIVE_SELECT =
  'h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50'

/**
 * A sales member's place in the round-robin for new leads: whether they take new leads, their
 * weight (1 to 10) and whether they are away. Each change saves all three at once and shows
 * on screen once the database agrees (a refusal is toasted and the controls stay as they were).
 */
export function MemberRoutingControls({ userId, name, routing }: { userId: string; name: string; routing: MemberRouting }) {
  const save = useSetMemberRouting()
  const change = (next: Partial<MemberRouting>) =>
    save.mutate({ userId, routing: { ...routing, ...next } }, { onSuccess: () => toast.success(ROUTING_MESSAGES.memberChanged(name)) })
  const id = (part: string) => `member-${userId}-${part}`

  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-3" aria-busy={save.isPending} disabled={save.isPending}>
      <legend className="mb-2 text-sm text-muted-foreground">New leads</legend>
      <div className="flex items-center gap-2">
        <Switch id={id('takes-leads')} checked={routing.takesNewLeads} onCheckedChange={(takesNewLeads) => change({ takesNewLeads })} />
        <Label htmlFor={id('takes-leads')}>Takes new leads</Label>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={id('weight')}>Weight</Label>
        <select
          id={id('weight')}
          className={NATIVE_SELECT}
          value={routing.leadWeight}
          onChange={(event) => change({ leadWeight: Number(event.target.value) })}
        >
          {LEAD_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Switch id={id('away')} checked={routing.away} onCheckedChange={(away) => change({ away })} />
        <Label htmlFor={id('away')}>Away</Label>
      </div>
    </fieldset>
  )
}
