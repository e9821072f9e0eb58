import type { ReactNode } from 'react'
import { clsx } from 'clsx'

interface SectionHeadingProps {
  id: string
  eyebrow?: string
  title: ReactNode
  children?: ReactNode
  as?: 'h1' | 'h2'
  className?: string
}

/** The centred heading block the home sections share. */
export function SectionHeading({ id, eyebrow, title, children, as: Heading = 'h2', className }: SectionHeadingProps) {
  return (
    <header className={clsx('mx-auto mb-12 max-w-3xl text-center', className)}>
      {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-brand-300">{eyebrow}</p>}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </Heading>
      {children && <div className="mt-4 text-lg text-ink-muted">{children}</div>}
    </header>
  )
}
