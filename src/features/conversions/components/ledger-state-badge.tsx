import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import type { LedgerTone } from '../model/conversion-ledger'

const TONES: Record<LedgerTone, string> = {
  neutral: 'text-foreground',
  progress: 'border-brand-400/40 bg-brand-500/15 text-brand-200',
  success: 'border-success-400/40 bg-success-500/15 text-success-200',
  danger: 'border-danger-400/50 bg-danger-500/15 text-danger-200',
  muted: 'border-line text-muted-foreground',
}

/** A delivery's state in the ledger and the recent deliveries. */
export function LedgerStateBadge({ tone, children }: { tone: LedgerTone; children: string }) {
  return (
    <Badge variant="outline" className={cn('shrink-0', TONES[tone])}>
      {children}
    </Badge>
  )
}
