import { Button } from '@/components/ui/button'

/** A small part of a screen still loading. */
export function InlineLoading({ children }: { children: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {children}
    </p>
  )
}

/** A small part of a screen that failed to load, with a way to try again. */
export function InlineLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-300">
      {message}
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onRetry}>
        Try again
      </Button>
    </p>
  )
}
