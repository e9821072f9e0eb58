import { ArrowRight, CalendarClock, Check, ChevronDown, Tag } from 'lucide-react'
import type { PointerEvent } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { imageSize } from '@/content/images'
import type { Service } from '@/content/types'
import { clsx } from 'clsx'
import type { CardExpansion } from '../model/card-expansion'
import { SERVICE_THEMES } from '../model/service-theme'
import { ServiceIcon } from './service-icon'

interface ServiceCardProps {
  service: Service
  expanded: boolean
  expansion: CardExpansion
}

// Hover timers are for mice: a tap fires pointerenter too, and touch has the toggle button.
const isMouse = (event: PointerEvent) => event.pointerType === 'mouse'

/**
 * One service (hover expands after 300 ms, leaving collapses after 200 ms; the panel
 * shows About This Service, Key Features, Technologies Used, View Details and Get Quote;
 * starting price and timeline as badges). Keyboard and touch expand it with the toggle.
 */
export function ServiceCard({ service, expanded, expansion }: ServiceCardProps) {
  const theme = SERVICE_THEMES[service.color]
  const panelId = `service-panel-${service.id}`
  const titleId = `service-title-${service.id}`
  const size = imageSize(service.image)

  return (
    <article
      aria-labelledby={titleId}
      data-expanded={expanded}
      data-testid={`service-card-${service.id}`}
      onPointerEnter={(event) => isMouse(event) && expansion.hover(service.id)}
      onPointerLeave={(event) => isMouse(event) && expansion.leave()}
      className={clsx(
        'group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-card/70 shadow-xl transition-[border-color,box-shadow] duration-300',
        theme.border,
        theme.glow,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden">
        <img
          src={service.image}
          alt=""
          width={size?.width}
          height={size?.height}
          loading="lazy"
          decoding="async"
          onError={() => console.warn(`Service image failed to load: ${service.image}`)}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span
          className={clsx(
            'absolute left-4 top-4 grid size-11 place-items-center rounded-xl bg-gradient-to-br text-on-brand shadow-lg',
            theme.gradient,
          )}
        >
          <ServiceIcon icon={service.icon} className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 id={titleId} className="text-xl font-semibold text-ink">
          {service.title}
        </h3>
        <p className="text-sm leading-relaxed text-ink-muted">{service.description}</p>
        <ul className="flex flex-wrap gap-2" aria-label="Price and timeline">
          <li className={clsx('inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold', theme.badge)}>
            <Tag className="size-3.5" aria-hidden="true" />
            From {service.startingPrice}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full border border-line-strong bg-surface-tint/5 px-3 py-1 text-xs font-semibold text-ink-soft">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {service.timeline}
          </li>
        </ul>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => expansion.toggle(service.id)}
          className={clsx(
            'mt-auto inline-flex items-center gap-1 self-start rounded-md text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            theme.text,
          )}
        >
          {expanded ? 'Hide details' : 'Show details'}
          <span className="sr-only"> for {service.title}</span>
          <ChevronDown className={clsx('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>
      {/* The expanded panel is at most 700 px high. inert keeps the collapsed panel out of the tab order. */}
      <div
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        inert={!expanded}
        className={clsx(
          'overflow-hidden transition-[max-height,opacity] duration-500 ease-in-out',
          expanded ? 'max-h-[700px] opacity-100' : 'max-h-0 opacity-0',
        )}
      >
        <div className="max-h-[700px] space-y-5 overflow-y-auto border-t border-line p-6">
          <section>
            <h4 className="mb-2 text-sm font-semibold uppercase tracking-wider text-ink">About This Service</h4>
            <p className="text-sm leading-relaxed text-ink-muted">{service.detailedDescription}</p>
          </section>
          <section>
            <h4 className="mb-2 text-sm font-semibold uppercase tracking-wider text-ink">Key Features</h4>
            <ul className="grid gap-2 text-sm text-ink-muted sm:grid-cols-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className={clsx('mt-0.5 size-4 shrink-0', theme.text)} aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h4 className="mb-2 text-sm font-semibold uppercase tracking-wider text-ink">Technologies Used</h4>
            <ul className="flex flex-wrap gap-2">
              {service.technologies.map((technology) => (
                <li key={technology} className="rounded-md border border-line bg-surface-tint/5 px-2.5 py-1 text-xs text-ink-soft">
                  {technology}
                </li>
              ))}
            </ul>
          </section>
          <div className="flex flex-wrap gap-3 pt-1">
            <Link to={service.route} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              View Details<span className="sr-only"> of {service.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
            {/* Get Quote leads to the inquiry form. */}
            <Link to={paths.contactForm.to()} className={buttonVariants({ variant: 'gradient', size: 'sm' })}>
              Get Quote<span className="sr-only"> for {service.title}</span>
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}
