import { CalendarCheck, CheckCircle2, FileText, Home, LayoutGrid, Mail, Phone, Search } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { company, telUrl } from '@/content/company'
import type { BookingOffer } from '../model/booking-offer'
import { BookingCallOffer } from './booking-call-offer'

/** The next steps: within 24 hours, 48 hours and 3 days. */
const NEXT_STEPS = [
  {
    icon: Search,
    when: 'Within 24 hours',
    title: 'Analysis',
    text: 'Our team reviews your requirements and researches the best approach for your project.',
  },
  {
    icon: FileText,
    when: 'Within 48 hours',
    title: 'Proposal',
    text: 'You receive a tailored proposal with scope, timeline and a transparent estimate.',
  },
  {
    icon: CalendarCheck,
    when: 'Within 3 days',
    title: 'Strategy Call',
    text: 'We meet to walk through the plan, answer your questions and agree on next steps.',
  },
] as const

/** With a booking page to offer (the lead's owner's or the team's), the call can be booked now. */
export function ThankYouContent({ bookingOffer = null }: { bookingOffer?: BookingOffer | null }) {
  return (
    <div className="container max-w-4xl py-16 sm:py-24">
      <header className="text-center">
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/40">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">Thank You</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
          Your inquiry has been received. A senior consultant will get back to you shortly.
        </p>
      </header>

      {bookingOffer && <BookingCallOffer offer={bookingOffer} />}

      <section aria-labelledby="next-steps-title" className="mt-14">
        <h2 id="next-steps-title" className="mb-6 text-center text-2xl font-semibold text-ink">
          What happens next
        </h2>
        <ol className="grid gap-5 md:grid-cols-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface-card/70 p-6">
              <div className="mb-4 flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-gradient-diagonal text-on-brand">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-brand-300">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.when}
                </span>
              </div>
              <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="reach-us-title" className="mt-12 rounded-2xl border border-line bg-surface-tint/5 p-6 text-center sm:p-8">
        <h2 id="reach-us-title" className="text-xl font-semibold text-ink">
          Need to talk sooner?
        </h2>
        <div className="mt-4 flex flex-col items-center justify-center gap-3 text-ink-soft sm:flex-row sm:gap-8">
          <a href={telUrl(company.phones[0])} className="inline-flex items-center gap-2 rounded-sm hover:text-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Phone className="size-4 text-brand-400" aria-hidden="true" />
            {company.phones[0]}
          </a>
          <a href={`mailto:${company.email}`} className="inline-flex items-center gap-2 rounded-sm hover:text-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Mail className="size-4 text-brand-400" aria-hidden="true" />
            {company.email}
          </a>
        </div>
      </section>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.home.to()} className={buttonVariants({ variant: 'gradient', size: 'lg' })}>
          <Home aria-hidden="true" /> Back to Home
        </Link>
        <Link to={paths.portfolio.to()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <LayoutGrid aria-hidden="true" /> View Our Portfolio
        </Link>
      </div>
    </div>
  )
}
