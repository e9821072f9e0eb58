import { useId, type ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** One titled part of an admin form, a labelled region for screen-reader navigation. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <Card className="border-line bg-surface-card/60">
      <section aria-labelledby={headingId}>
        <CardHeader className="p-4 sm:p-6">
          <h2 id={headingId} className="text-lg font-semibold leading-none tracking-tight">
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
      </section>
    </Card>
  )
}
