import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

/**
 * A routing setting on one switch (the team's round-robin, a member's own Away): shown off and
 * disabled while it loads, the failure with Try again, and `onChange` only once loaded.
 */
export function RoutingSwitchCard({ title, description, switchId, label, setting, saving, onChange }: {
  title: string
  description: ReactNode
  switchId: string
  label: string
  setting: { isPending: boolean; isFetching: boolean; error: Error | null; data: boolean | undefined; refetch: () => unknown }
  saving: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Card className="border-line bg-surface-card/60">
      <CardContent className="space-y-2 p-4 sm:p-6" aria-busy={setting.isFetching || saving}>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
        {setting.error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-danger-200">{setting.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void setting.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-3">
            <Switch id={switchId} checked={setting.data ?? false} disabled={setting.isPending || saving} onCheckedChange={onChange} />
            <Label htmlFor={switchId}>{label}</Label>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
