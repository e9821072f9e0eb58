import { ArrowRight, MessageSquare, Rocket } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { CtaBand } from '@/components/ui/cta-band'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { usePortfolioProjects } from '../api/project-queries'
import { countProjects, groupProjectsByService } from '../model/portfolio-groups'
import { PortfolioBrowser } from './portfolio-browser'

/** /portfolio: hero with the total count, filters with counts, grouped cards, call to action. */
export function PortfolioPage() {
  const { data: projects } = usePortfolioProjects()
  const total = useMemo(() => (projects ? countProjects(groupProjectsByService(projects)) : undefined), [projects])
  return (
    <>
      <section className="relative overflow-hidden pb-12 pt-16 sm:pt-24">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(34,211,238,0.18),transparent_60%)]"
        />
        <div className="container text-center">
          <p className="mx-auto mb-5 inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-500/10 px-4 py-1.5 text-sm font-medium text-brand-200">
            {total === undefined ? 'Our work' : `${total} ${total === 1 ? 'Project' : 'Projects'} Delivered`}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-6xl">
            Our{' '}
            <span className="text-brand-gradient-strong">Portfolio</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Web platforms, SaaS products, mobile apps and AI systems we have built for ambitious companies. Open any
            project to read the full case study.
          </p>
        </div>
      </section>
      <section aria-label="Projects" className="pb-20">
        <div className="container">
          <PortfolioBrowser showCounts headingLevel="h2" firstCardPriority />
        </div>
      </section>
      <CtaBand
        id="portfolio-cta"
        title="Ready to Start Your Project?"
        text="Tell us about your idea. We reply within 24 hours with next steps, a rough estimate and a team that has built something like it before."
      >
        <Link to={paths.contactForm.to()} className={cn(buttonVariants({ variant: 'gradient', size: 'lg' }))}>
          <Rocket aria-hidden="true" />
          Start Your Project
        </Link>
        <Link
          to={paths.contact.to()}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-line-bold bg-transparent')}
        >
          <MessageSquare aria-hidden="true" />
          Talk to Our Team
          <ArrowRight aria-hidden="true" />
        </Link>
      </CtaBand>
    </>
  )
}
