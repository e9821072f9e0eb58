import { ArrowRight, Brain, Cloud, Code, Globe2, Newspaper, Palette, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { aboutIntro, aboutStats, expertise, globalReach, mission, recognition, type ExpertiseIcon } from '@/content/about'
import { company } from '@/content/company'
import { FadeIn } from '@/components/fade-in'
import { SectionHeading } from '@/components/section-heading'

const EXPERTISE_ICONS: Record<ExpertiseIcon, LucideIcon> = { Brain, Code, Smartphone, Cloud, Palette, ShieldCheck }

/** The about section fades in at threshold 0.1 with a 100 px margin. */
const ABOUT_FADE = { threshold: 0.1, rootMargin: '100px' } as const

/** About (anchor about): founded 2017, statistics, six expertise cards, Global Reach, Recognition, mission. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="relative py-20 sm:py-28">
      <div className="container space-y-16">
        <FadeIn {...ABOUT_FADE}>
          <SectionHeading id="about-title" eyebrow={`Founded in ${company.foundedYear}`} title={aboutIntro.title}>
            <p>{aboutIntro.text}</p>
          </SectionHeading>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {aboutStats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl border border-line bg-surface-card/70 p-6 text-center">
                <dt className="order-2 mt-2 text-sm text-ink-muted">{stat.label}</dt>
                <dd className="order-1 text-brand-gradient text-3xl font-bold sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </FadeIn>

        <FadeIn {...ABOUT_FADE} as="section" aria-labelledby="expertise-title">
          <h3 id="expertise-title" className="mb-8 text-center text-2xl font-semibold text-ink">
            Our Expertise
          </h3>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {expertise.map((card) => {
              const Icon = EXPERTISE_ICONS[card.icon]
              return (
                <li key={card.title} className="rounded-2xl border border-line bg-surface-card/70 p-6 transition-colors hover:border-brand-400/40">
                  <span className="mb-4 grid size-11 place-items-center rounded-xl bg-brand-gradient-diagonal text-on-brand">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h4 className="text-lg font-semibold text-ink">{card.title}</h4>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{card.description}</p>
                </li>
              )
            })}
          </ul>
        </FadeIn>

        <div className="grid gap-6 lg:grid-cols-2">
          <FadeIn {...ABOUT_FADE} as="section" aria-labelledby="global-reach-title" className="rounded-2xl border border-line bg-brand-wash-diagonal p-6 sm:p-8">
            <h3 id="global-reach-title" className="flex items-center gap-2 text-2xl font-semibold text-ink">
              <Globe2 className="size-6 text-brand-300" aria-hidden="true" />
              {globalReach.title}
            </h3>
            <p className="mt-4 leading-relaxed text-ink-muted">{globalReach.text}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {globalReach.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col">
                  <dt className="order-2 text-xs text-ink-muted">{figure.label}</dt>
                  <dd className="order-1 text-2xl font-bold text-ink">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </FadeIn>
          <FadeIn {...ABOUT_FADE} as="section" aria-labelledby="recognition-title" className="rounded-2xl border border-line bg-surface-card/70 p-6 sm:p-8">
            <h3 id="recognition-title" className="flex items-center gap-2 text-2xl font-semibold text-ink">
              <Newspaper className="size-6 text-brand-alt-300" aria-hidden="true" />
              Recognition
            </h3>
            <ul className="mt-4 space-y-4">
              {recognition.map((item) => (
                <li key={item.outlet} className="border-l-2 border-brand-alt-400/50 pl-4">
                  <p className="text-sm font-semibold uppercase tracking-wider text-brand-alt-200">{item.outlet}</p>
                  <p className="font-medium text-ink">{item.headline}</p>
                  <p className="mt-1 text-sm italic text-ink-muted">“{item.quote}”</p>
                </li>
              ))}
            </ul>
          </FadeIn>
        </div>

        <FadeIn {...ABOUT_FADE} as="section" aria-labelledby="mission-title" className="rounded-3xl border border-brand-400/20 bg-gradient-to-r from-brand-500/15 via-sky-500/10 to-brand-alt-600/15 p-8 text-center sm:p-12">
          <h3 id="mission-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {mission.title}
          </h3>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-ink-soft">{mission.text}</p>
          <Link to={mission.ctaHref} className={buttonVariants({ variant: 'gradient', size: 'lg', className: 'mt-8' })}>
            {mission.ctaLabel} <ArrowRight aria-hidden="true" />
          </Link>
        </FadeIn>
      </div>
    </section>
  )
}
