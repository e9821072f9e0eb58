import { ArrowRight, CalendarClock, CircleDollarSign, Quote } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { CtaBand } from '@/components/ui/cta-band'
import { buttonVariants } from '@/components/ui/button-variants'
import { IMAGE_SIZES } from '@/content/images'
import { servicePages, type ServicePageCta } from '@/content/service-pages'
import { serviceById } from '@/content/services'
import type { ServiceId } from '@/content/types'
import { cn } from '@/lib/cn'
import { hasPackagesSection } from '../model/service-page-sections'
import { SaasPackagesSection } from './saas-packages-section'
import { ACCENTS, SERVICE_PAGE_ICONS } from './service-page-style'

function CtaLink({ cta, primary }: { cta: ServicePageCta; primary: boolean }) {
  return (
    <Link
      to={cta.href}
      className={cn(
        buttonVariants({ variant: primary ? 'gradient' : 'outline', size: 'lg' }),
        !primary && 'border-line-bold bg-transparent',
      )}
    >
      {cta.label}
      {primary && <ArrowRight aria-hidden="true" />}
    </Link>
  )
}

interface Props {
  serviceId: ServiceId
  /** The projects section (web apps and SaaS); the portfolio feature renders it. */
  portfolio?: ReactNode
}

/** A service landing page from its own content in src/content/service-pages. */
export function ServicePage({ serviceId, portfolio }: Props) {
  const content = servicePages[serviceId]
  const service = serviceById(serviceId)
  const accent = ACCENTS[service?.color ?? 'cyan']

  return (
    <>
      <section className="relative overflow-hidden pb-16 pt-16 sm:pt-24">
        <div aria-hidden="true" className={cn('pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]', accent.glow)} />
        <div className="container grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className={cn('mb-5 inline-flex rounded-full border px-4 py-1.5 text-sm font-medium', accent.border, accent.soft, accent.text)}>
              {content.hero.badge}
            </p>
            <h1 className="text-4xl font-bold leading-tight tracking-tight text-ink sm:text-6xl">{content.hero.title}</h1>
            <p className="mt-6 text-lg leading-relaxed text-ink-muted">{content.hero.subtitle}</p>
            {service && (
              <dl className="mt-6 flex flex-wrap gap-3 text-sm">
                <div className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-tint/5 px-4 py-1.5">
                  <dt className="inline-flex items-center gap-2 text-ink-muted">
                    <CircleDollarSign className={cn('size-4', accent.text)} aria-hidden="true" />
                    From
                  </dt>
                  <dd className="font-semibold text-ink">{service.startingPrice}</dd>
                </div>
                <div className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-tint/5 px-4 py-1.5">
                  <dt className="inline-flex items-center gap-2 text-ink-muted">
                    <CalendarClock className={cn('size-4', accent.text)} aria-hidden="true" />
                    Timeline
                  </dt>
                  <dd className="font-semibold text-ink">{service.timeline}</dd>
                </div>
              </dl>
            )}
            <div className="mt-8 flex flex-col gap-4 sm:flex-row">
              <CtaLink cta={content.hero.primaryCta} primary />
              <CtaLink cta={content.hero.secondaryCta} primary={false} />
            </div>
          </div>
          {service && (
            <div className="overflow-hidden rounded-3xl border border-line shadow-2xl">
              <img
                src={service.image}
                alt=""
                width={IMAGE_SIZES.service.width}
                height={IMAGE_SIZES.service.height}
                fetchPriority="high"
                decoding="async"
                className="aspect-[8/5] w-full object-cover"
              />
            </div>
          )}
        </div>
      </section>

      {portfolio && (
        <section aria-labelledby="service-portfolio" className="py-16 sm:py-20">
          <div className="container">
            <h2 id="service-portfolio" className="mb-10 text-center text-3xl font-bold text-ink sm:text-4xl">
              {content.headings.portfolio}
            </h2>
            {portfolio}
          </div>
        </section>
      )}

      <section aria-labelledby="success-stories" className="bg-surface-tint/[0.02] py-16 sm:py-20">
        <div className="container">
          <h2 id="success-stories" className="mb-10 text-center text-3xl font-bold text-ink sm:text-4xl">
            {content.headings.stories}
          </h2>
          <ul className="grid gap-6 lg:grid-cols-3">
            {content.successStories.map((story) => (
              <li key={story.client} className="flex flex-col rounded-2xl border border-line bg-card/80 p-6 sm:p-8">
                <p className={cn('text-xs font-semibold uppercase tracking-wider', accent.text)}>{story.industry}</p>
                <h3 className="mt-2 text-xl font-semibold text-ink">{story.client}</h3>
                <p className="mt-1 text-ink-muted">{story.result}</p>
                <dl className="my-6 grid grid-cols-3 gap-3">
                  {story.figures.map((figure) => (
                    <div key={figure.label} className="flex flex-col">
                      <dt className="order-2 text-xs text-ink-subtle">{figure.label}</dt>
                      <dd className="order-1 text-xl font-bold text-ink">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
                <figure className="mt-auto border-t border-line pt-5">
                  <Quote className={cn('mb-2 size-5', accent.text)} aria-hidden="true" />
                  <blockquote className="italic text-ink-soft">
                    <p>&ldquo;{story.quote}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-3 text-sm text-ink-subtle">{story.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="service-features" className="py-16 sm:py-20">
        <div className="container">
          <div className="mx-auto mb-12 max-w-2xl text-center">
            <h2 id="service-features" className="text-3xl font-bold text-ink sm:text-4xl">
              {content.headings.features}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{content.headings.featuresSubtitle}</p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.features.map((feature) => {
              const Icon = SERVICE_PAGE_ICONS[feature.icon]
              return (
                <li key={feature.title} className="rounded-2xl border border-line bg-card/80 p-6 transition hover:border-white/25">
                  <span className={cn('mb-4 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-on-brand', accent.gradient)}>
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.description}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="service-process" className="bg-surface-tint/[0.02] py-16 sm:py-20">
        <div className="container">
          <h2 id="service-process" className="mb-12 text-center text-3xl font-bold text-ink sm:text-4xl">
            {content.headings.process}
          </h2>
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {content.process.map((step, i) => (
              <li key={step.title} className="relative rounded-2xl border border-line bg-card/80 p-6">
                <span
                  className={cn('mb-4 flex size-10 items-center justify-center rounded-full bg-gradient-to-br text-sm font-bold text-ink', accent.gradient)}
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="font-semibold text-ink">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {hasPackagesSection(serviceId) && <SaasPackagesSection />}

      <CtaBand
        id="service-cta"
        title={content.cta.title}
        text={content.cta.text}
        className="pt-12"
      >
        <CtaLink cta={content.cta.primary} primary />
        <CtaLink cta={content.cta.secondary} primary={false} />
      </CtaBand>
    </>
  )
}
