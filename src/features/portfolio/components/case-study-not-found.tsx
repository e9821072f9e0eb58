import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { CASE_STUDY_NOT_FOUND } from '../model/portfolio-messages'

/** A project that does not exist: a clear message and a way back to the portfolio. */
export function CaseStudyNotFound() {
  return (
    <section className="container flex min-h-[70vh] flex-col items-center justify-center pb-24 pt-16 text-center">
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl border border-line bg-surface-tint/5">
        <SearchX className="size-8 text-brand-300" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{CASE_STUDY_NOT_FOUND.title}</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{CASE_STUDY_NOT_FOUND.text}</p>
      <Link to={paths.portfolio.to()} className={cn(buttonVariants({ variant: 'gradient', size: 'lg' }), 'mt-8')}>
        <ArrowLeft aria-hidden="true" />
        {CASE_STUDY_NOT_FOUND.back}
      </Link>
    </section>
  )
}
