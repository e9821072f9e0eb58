import { ArrowLeft, ArrowRight, Building2, CalendarClock, CheckCircle2, ExternalLink, Factory, Lightbulb, Quote, Rocket, Target, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { RichTextContent } from '@/components/rich-text-content'
import { CtaBand } from '@/components/ui/cta-band'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import { serviceById } from '@/content/services'
import type { Project } from '@/content/types'
import { cn } from '@/lib/cn'
import { HERO_METRICS, PROJECT_DISPLAY_DEFAULTS, toProjectView } from '@/lib/projects/project-display'
import { CaseStudyGallery } from './case-study-gallery'
import { ProjectImage } from './project-image'

function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('py-14 sm:py-16', className)}>
      <div className="container">
        <h2 id={id} className="mb-8 text-3xl font-bold text-ink sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}

/** One project as a case study: hero, overview, results and impact, gallery, call to action. */
export function CaseStudyView({ project }: { project: Project }) {
  const view = toProjectView(project)
  const service = serviceById(view.serviceId)
  const heroMetrics = view.metrics.slice(0, HERO_METRICS)
  const results =
    view.detailedMetrics.length > 0
      ? view.detailedMetrics
      : view.metrics.map((m) => ({ value: m.value, label: m.label, description: '' }))
  const details: Array<{ label: string; value: string; icon: typeof Building2 }> = [
    { label: 'Client', value: view.client, icon: Building2 },
    { label: 'Industry', value: view.industry, icon: Factory },
    { label: 'Timeline', value: view.timeline, icon: CalendarClock },
    { label: 'Team Size', value: view.team, icon: Users },
  ]

  return (
    <article>
      <header className="relative overflow-hidden pb-14 pt-10 sm:pt-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top_left,rgba(34,211,238,0.16),transparent_55%),radial-gradient(ellipse_at_top_right,rgba(168,85,247,0.16),transparent_55%)]"
        />
        <div className="container">
          <Link
            to={paths.portfolio.to()}
            className="mb-8 inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-300 hover:text-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Portfolio
          </Link>
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              <div className="mb-5 flex flex-wrap gap-2">
                <span className="rounded-full border border-brand-400/30 bg-brand-500/10 px-3 py-1 text-xs font-medium text-brand-200">
                  {view.industry}
                </span>
                {service && (
                  <span className="rounded-full border border-brand-alt-400/30 bg-brand-alt-500/10 px-3 py-1 text-xs font-medium text-brand-alt-200">
                    {service.title}
                  </span>
                )}
              </div>
              <h1 className="text-4xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">{view.title}</h1>
              <p className="mt-5 text-lg leading-relaxed text-ink-muted">{view.description}</p>
              <div className="mt-6 flex items-center gap-3 text-sm text-ink-muted">
                {view.clientLogo && (
                  <ProjectImage src={view.clientLogo} sizes={IMAGE_SLOT_SIZES.clientLogo} alt="" priority className="size-10 rounded-lg bg-surface-tint/5 object-contain" />
                )}
                <span>
                  Client: <span className="font-semibold text-ink">{view.client}</span>
                </span>
              </div>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {view.liveUrl && (
                  <a
                    href={view.liveUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(buttonVariants({ variant: 'gradient', size: 'lg' }))}
                  >
                    View Live
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                )}
                <Link
                  to={paths.contactForm.to()}
                  className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-line-bold bg-transparent')}
                >
                  <Rocket aria-hidden="true" />
                  Start a Similar Project
                </Link>
              </div>
              {heroMetrics.length > 0 && (
                <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-4" data-testid="hero-metrics">
                  {heroMetrics.map((m) => (
                    <div key={m.label} className="flex flex-col rounded-xl border border-line bg-surface-tint/5 p-3 text-center sm:p-4">
                      <dt className="order-2 mt-1 text-xs text-ink-muted sm:text-sm">{m.label}</dt>
                      <dd className="order-1 text-xl font-bold text-brand-300 sm:text-2xl">{m.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            <div className="overflow-hidden rounded-2xl border border-line shadow-2xl shadow-brand-500/10">
              <ProjectImage src={view.image} sizes={IMAGE_SLOT_SIZES.caseStudyHero} alt={`${view.title} screenshot`} priority className="aspect-[16/10] w-full object-cover" />
            </div>
          </div>
        </div>
      </header>

      <Section id="overview" title="Project Overview" className="border-t border-line-subtle">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <div className="rounded-2xl border border-line bg-card/70 p-6 sm:p-8">
              <h3 className="mb-3 flex items-center gap-2 text-xl font-semibold text-ink">
                <Target className="size-5 text-pink-300" aria-hidden="true" />
                The Challenge
              </h3>
              <RichTextContent content={view.challenge} emptyText={PROJECT_DISPLAY_DEFAULTS.challenge} className="text-ink-muted" />
            </div>
            <div className="rounded-2xl border border-line bg-card/70 p-6 sm:p-8">
              <h3 className="mb-3 flex items-center gap-2 text-xl font-semibold text-ink">
                <Lightbulb className="size-5 text-warning-300" aria-hidden="true" />
                Our Solution
              </h3>
              <RichTextContent content={view.solution} emptyText={PROJECT_DISPLAY_DEFAULTS.solution} className="text-ink-muted" />
            </div>
            {view.approach.length > 0 && (
              <div className="rounded-2xl border border-line bg-card/70 p-6 sm:p-8">
                <h3 className="mb-4 text-xl font-semibold text-ink">Our Approach</h3>
                <ol className="space-y-3">
                  {view.approach.map((step, i) => (
                    <li key={i} className="flex gap-3 text-ink-muted">
                      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-sm font-semibold text-brand-200">
                        {i + 1}
                      </span>
                      <span className="pt-0.5">{step}</span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </div>
          <aside className="space-y-6" aria-label="Project details">
            <dl className="space-y-4 rounded-2xl border border-line bg-card/70 p-6">
              {details.map(({ label, value, icon: Icon }) => (
                <div key={label}>
                  <dt className="flex items-center gap-2 text-xs uppercase tracking-wide text-ink-subtle">
                    <Icon className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
                    {label}
                  </dt>
                  <dd className="mt-1 pl-6 font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            {(view.techStack.length > 0 || view.technologies.length > 0) && (
              <div className="rounded-2xl border border-line bg-card/70 p-6">
                <h3 className="mb-4 text-lg font-semibold text-ink">Technology Stack</h3>
                {view.techStack.length > 0 ? (
                  <dl className="space-y-4">
                    {view.techStack.map((entry) => (
                      <div key={entry.category}>
                        <dt className="mb-2 text-sm text-ink-subtle">{entry.category}</dt>
                        <dd className="flex flex-wrap gap-2">
                          {entry.technologies.map((t) => (
                            <span key={t} className="rounded-md border border-line bg-surface-tint/5 px-2.5 py-1 text-xs text-ink-soft">
                              {t}
                            </span>
                          ))}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {view.technologies.map((t) => (
                      <li key={t} className="rounded-md border border-line bg-surface-tint/5 px-2.5 py-1 text-xs text-ink-soft">
                        {t}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </aside>
        </div>
      </Section>

      {(results.length > 0 || view.features.length > 0 || view.testimonial) && (
        <Section id="results" title="Results & Impact" className="bg-surface-tint/[0.02]">
          {results.length > 0 && (
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {results.map((m, i) => (
                <div key={`${m.label}-${i}`} className="flex flex-col rounded-2xl border border-line bg-card/70 p-6">
                  <dt className="order-2 mt-2 font-semibold text-ink">{m.label}</dt>
                  <dd className="order-1 text-3xl font-bold text-brand-300">{m.value}</dd>
                  {m.description && <dd className="order-3 mt-2 text-sm leading-relaxed text-ink-subtle">{m.description}</dd>}
                </div>
              ))}
            </dl>
          )}
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            {view.features.length > 0 && (
              <div>
                <h3 className="mb-5 text-2xl font-semibold text-ink">Key Features</h3>
                <ul className="space-y-3">
                  {view.features.map((f, i) => (
                    <li key={i} className="flex gap-3 text-ink-muted">
                      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
                      {f}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {view.testimonial && (
              <figure className="relative rounded-2xl border border-line bg-brand-wash-diagonal p-8">
                <Quote className="mb-4 size-8 text-brand-300" aria-hidden="true" />
                <blockquote className="text-lg leading-relaxed text-slate-100">
                  <p>&ldquo;{view.testimonial.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-ink">{view.testimonial.author}</span>
                  <span className="text-sm text-ink-muted">
                    {view.testimonial.position}, {view.testimonial.company}
                  </span>
                </figcaption>
              </figure>
            )}
          </div>
        </Section>
      )}

      {view.gallery.length > 0 && (
        <Section id="gallery" title="Project Gallery">
          <CaseStudyGallery images={view.gallery} title={view.title} />
        </Section>
      )}

      <CtaBand
        id="case-study-cta"
        title="Ready to Build Something Similar?"
        text="Let's talk about your goals. We reply within 24 hours with ideas, an estimate and next steps."
        className="pt-8"
      >
        <Link to={paths.contactForm.to()} className={cn(buttonVariants({ variant: 'gradient', size: 'lg' }))}>
          <Rocket aria-hidden="true" />
          Start Your Project
        </Link>
        <Link
          to={paths.portfolio.to()}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-line-bold bg-transparent')}
        >
          View More Projects
          <ArrowRight aria-hidden="true" />
        </Link>
      </CtaBand>
    </article>
  )
}
