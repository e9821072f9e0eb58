import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface CtaBandProps {
  /** The heading's id, which labels the section. */
  id: string
  title: ReactNode
  text: ReactNode
  /** The band's buttons (links to the contact form, the portfolio ...). */
  children: ReactNode
  className?: string
}

/** The call-to-action band that closes a public page: a heading, a line and its buttons. */
export function CtaBand({ id, title, text, children, className }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className={cn('pb-24', className)}>
      <div className="container">
        <div className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-brand-500/15 via-surface-card to-brand-alt-600/20 px-6 py-14 text-center sm:px-12">
          <h2 id={id} className="text-3xl font-bold text-ink sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  )
}
