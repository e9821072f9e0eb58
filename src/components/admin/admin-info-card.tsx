import { Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'

/** A screen's explanation above its work area ("How it works"), the same on every admin screen. */
export function AdminInfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="border-brand-500/20 bg-brand-500/5">
      <CardHeader className="flex-row items-center gap-2 space-y-0 pb-2">
        <Info className="size-5 text-brand-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-ink-muted">{children}</CardContent>
    </Card>
  )
}
