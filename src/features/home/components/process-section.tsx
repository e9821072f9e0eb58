import { Lightbulb, PenTool, Rocket, Wrench, type LucideIcon } from 'lucide-react'
import { FadeIn } from '@/components/fade-in'
import { SectionHeading } from '@/components/section-heading'

const STEPS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Lightbulb, title: 'Discover', text: 'Workshops to understand your goals, users and constraints.' },
  { icon: PenTool, title: 'Design', text: 'Prototypes and architecture you can see and validate early.' },
  { icon: Wrench, title: 'Build', text: 'Weekly releases with tests, reviews and transparent progress.' },
  { icon: Rocket, title: 'Launch & Grow', text: 'Go live with confidence, then measure, learn and improve.' },
]

/** The home page's "further section": a short band on how a project runs. */
export function ProcessSection() {
  return (
    <section id="process" aria-labelledby="process-title" className="border-y border-line-subtle bg-surface-page/60 py-20">
      <FadeIn className="container">
        <SectionHeading id="process-title" eyebrow="How We Work" title="From idea to launch in four steps" />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-line bg-surface-card/70 p-6">
              <span className="absolute right-5 top-4 text-4xl font-extrabold text-ink-faint" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <step.icon className="mb-4 size-7 text-brand-300" aria-hidden="true" />
              <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </FadeIn>
    </section>
  )
}
