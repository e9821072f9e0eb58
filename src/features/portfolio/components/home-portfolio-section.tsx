import { ArrowRight, Rocket } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { PortfolioBrowser } from './portfolio-browser'

/** The home page's portfolio section (anchor "portfolio"). */
export function HomePortfolioSection({ className }: { className?: string }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className={cn('relative py-20 sm:py-24', className)}>
      <div className="container">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id="portfolio-title" className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            Our Latest{' '}
            <span className="text-brand-gradient-strong">Projects</span>
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Real products we have designed, built and launched for clients around the world.
          </p>
        </div>
        <PortfolioBrowser />
        <div className="mt-14 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link to={paths.portfolio.to()} className={cn(buttonVariants({ variant: 'gradient', size: 'lg' }))}>
            View Full Portfolio
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            to={paths.contactForm.to()}
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-line-bold bg-transparent')}
          >
            <Rocket aria-hidden="true" />
            Start Your Project
          </Link>
        </div>
      </div>
    </section>
  )
}
