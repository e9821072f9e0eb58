import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import type { StateTone } from '../model/notification-state'

const TONES: Record<StateTone, string> = {
  success: 'border-success-400/40 bg-success-500/15 text-success-200',
  progress: 'border-brand-400/40 bg-brand-500/15 text-brand-200',
  warning: 'border-warning-400/40 bg-warning-500/15 text-warning-200',
  danger: 'border-danger-400/50 bg-danger-500/15 text-danger-200',
}

export function NotificationStateBadge({ tone, children }: { tone: StateTone; children: string }) {
  return (
    <Badge variant="outline" className={cn('shrink-0', TONES[tone])}>
      {children}
    </Badge>
  )
}
