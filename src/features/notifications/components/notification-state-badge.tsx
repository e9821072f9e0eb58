import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import type { StateTone } from '../model/notification-state'

const TONES: Record<StateTone, string> = {
  success: 'border-green-400/40 bg-green-500/15 text-green-200',
  progress: 'border-cyan-400/40 bg-cyan-500/15 text-cyan-200',
  warning: 'border-amber-400/40 bg-amber-500/15 text-amber-200',
  danger: 'border-red-400/50 bg-red-500/15 text-red-200',
}

export function NotificationStateBadge({ tone, children }: { tone: StateTone; children: string }) {
  return (
    <Badge variant="outline" className={cn('shrink-0', TONES[tone])}>
      {children}
    </Badge>
  )
}
