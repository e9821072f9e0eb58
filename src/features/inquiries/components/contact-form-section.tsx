import { ClipboardList, Zap } from 'lucide-react'
import { useState } from 'react'
import { LazyDetailedInquiryForm } from '@/features/inquiries/components/lazy-detailed-inquiry-form'
import { LazyQuickContactForm, QuickFormSkeleton } from '@/features/inquiries/components/lazy-quick-contact-form'
import { FadeIn } from '@/components/fade-in'
import { useInView } from '@/hooks/use-in-view'
import { clsx } from 'clsx'
import { KEEP_CLEAR_ATTRIBUTE } from '@/lib/keep-clear'
import { SectionHeading } from '@/components/section-heading'

type FormKind = 'quick' | 'detailed'

const OPTIONS: ReadonlyArray<{ kind: FormKind; label: string; hint: string; icon: typeof Zap }> = [
  { kind: 'quick', label: 'Quick Contact', hint: 'A short message, 1 minute', icon: Zap },
  { kind: 'detailed', label: 'Detailed Consultation', hint: 'Three steps, tailored proposal', icon: ClipboardList },
]

/**
 * The home page's contact-form section with a toggle between Quick Contact and Detailed
 * Consultation (quick by default). A form once shown stays mounted, so switching back and
 * forth never loses what the visitor typed.
 */
export function ContactFormSection() {
  const [kind, setKind] = useState<FormKind>('quick')
  const [detailedLoaded, setDetailedLoaded] = useState(false)
  // The forms' code loads as the section nears the viewport, not with the page.
  const { ref, inView: near } = useInView<HTMLDivElement>({ threshold: 0, rootMargin: '800px' })

  const choose = (next: FormKind) => {
    setKind(next)
    if (next === 'detailed') setDetailedLoaded(true)
  }

  return (
    <section id="get-started" aria-labelledby="get-started-title" className="py-20 sm:py-28">
      <FadeIn className="container max-w-3xl">
        <SectionHeading id="get-started-title" eyebrow="Get Started" title="Let's Build Something Extraordinary">
          <p>Tell us about your idea. Choose a quick message or a detailed consultation.</p>
        </SectionHeading>
        {/* The form's own controls are kept clear of the chat button; so is this choice of form. */}
        <div role="group" aria-label="Choose a form" {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }} className="mb-8 grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface-card/70 p-1.5">
          {OPTIONS.map((option) => {
            const selected = kind === option.kind
            return (
              <button
                key={option.kind}
                type="button"
                aria-pressed={selected}
                onClick={() => choose(option.kind)}
                className={clsx(
                  'flex flex-col items-center gap-1 rounded-xl px-3 py-3 text-center transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:justify-center sm:gap-3',
                  selected ? 'bg-brand-gradient text-on-brand shadow-lg' : 'text-ink-muted hover:bg-surface-tint/5 hover:text-ink',
                )}
              >
                <option.icon className="size-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="block text-sm font-semibold sm:text-base">{option.label}</span>
                  <span className={clsx('hidden text-xs sm:block', selected ? 'text-ink/90' : 'text-ink-subtle')}>{option.hint}</span>
                </span>
              </button>
            )
          })}
        </div>
        <div ref={ref} className="rounded-2xl border border-line bg-surface-card/70 p-6 shadow-2xl sm:p-8">
          <div hidden={kind !== 'quick'}>
            {near ? <LazyQuickContactForm sourcePage="home-simple" /> : <QuickFormSkeleton />}
          </div>
          {detailedLoaded && (
            <div hidden={kind !== 'detailed'}>
              <LazyDetailedInquiryForm sourcePage="home-detailed" />
            </div>
          )}
        </div>
      </FadeIn>
    </section>
  )
}
