import { Button } from '@/components/ui/button'

/** A read that failed: what, and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border border-danger-500/30 bg-danger-950/30 p-4 text-sm">
      <p className="text-danger-200">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
