import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

/** A loading placeholder that also says, for screen readers, what is loading. */
export function LoadingRows({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  )
}

/** A failed load, with a way to try again instead of a dead end. */
export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-md border border-danger-500/30 bg-danger-500/5 p-8 text-center">
      <AlertCircle className="size-8 text-danger-400" aria-hidden="true" />
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  )
}

export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-line-strong p-10 text-center text-muted-foreground">
      {icon}
      {children}
    </div>
  )
}
