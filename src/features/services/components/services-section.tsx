import { brandName } from '@/config/brand'
import { services } from '@/content/services'
import { FadeIn } from '@/components/fade-in'
import { ServiceCard } from './service-card'
import { useCardExpansion } from '../hooks/use-card-expansion'

/** The home page's services section (anchor services), five cards, at most one expanded. */
export function ServicesSection() {
  const { expandedId, expansion } = useCardExpansion()
  return (
    <section id="services" aria-labelledby="services-title" className="relative py-20 sm:py-28">
      <FadeIn className="container">
        <header className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {brandName}{' '}
            <span className="bg-gradient-to-r from-brand-300 to-brand-alt-400 bg-clip-text text-transparent">Services</span>
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Transform your business with our cutting-edge AI and development solutions
          </p>
        </header>
        {/* Flex-wrap, not grid: the last row's cards sit centred. */}
        <ul className="flex flex-wrap items-start justify-center gap-6">
          {services.map((service) => (
            <li key={service.id} className="w-full md:w-[calc(50%-0.75rem)] xl:w-[calc(33.333%-1rem)]">
              <ServiceCard service={service} expanded={expandedId === service.id} expansion={expansion} />
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  )
}
