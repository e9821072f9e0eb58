import { ArrowRight, CheckCircle2, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { siteChatUrl } from '@/config/brand'
import { whyChooseUs } from '@/content/about'
import { company, telUrl } from '@/content/company'
import { offices } from '@/content/offices'
import type { SourcePage } from '@/content/types'
import { InquiryFormSkeleton, LazyDetailedInquiryForm } from '@/features/inquiries/components/lazy-detailed-inquiry-form'
import { FadeIn } from '@/components/fade-in'
import { SocialLinks } from '@/components/social-links'
import { useInView } from '@/hooks/use-in-view'
import { INQUIRY_FORM_ID, scrollToId } from '@/lib/scroll'
import { SectionHeading } from '@/components/section-heading'

interface ContactSectionProps {
  /** Where the inquiry form's submissions say they came from. */
  sourcePage: Extract<SourcePage, 'contact' | 'home-detailed'>
  /** h1 on /contact, where this section is the page; h2 on home. */
  headingLevel?: 'h1' | 'h2'
}

const cardClass =
  'flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-card/70 p-6 transition-colors hover:border-brand-400/40'
const linkClass = 'rounded-sm text-ink-soft hover:text-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * Contact (anchor contact): intro, three contact cards (email, call, chat), the
 * inquiry form (anchor inquiry-form; /…#form scrolls there), social links, Why Choose Us, the
 * five offices and a Start Your Project button that scrolls to the form.
 */
export function ContactSection({ sourcePage, headingLevel = 'h2' }: ContactSectionProps) {
  // Headings inside stay one and two levels below the section's title, whichever it is.
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3'
  const SubSub = headingLevel === 'h1' ? 'h3' : 'h4'
  const formHeadingRef = useRef<HTMLHeadingElement>(null)
  // The wizard's code loads as the form nears the viewport, not with the page.
  const { ref: formRef, inView: formNear } = useInView<HTMLDivElement>({ threshold: 0, rootMargin: '800px' })

  const startProject = () => {
    scrollToId(INQUIRY_FORM_ID)
    formHeadingRef.current?.focus({ preventScroll: true })
  }

  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20 sm:py-28">
      <div className="container space-y-14">
        <FadeIn>
          <SectionHeading id="contact-title" as={headingLevel} eyebrow="Contact Us" title="Get In Touch">
            <p>
              Have a project in mind? Tell us about it and a senior consultant will respond within 24 hours with ideas,
              a plan and an honest estimate.
            </p>
          </SectionHeading>
          <ul className="grid gap-5 md:grid-cols-3">
            <li>
              <div className={cardClass}>
                <Mail className="size-7 text-brand-300" aria-hidden="true" />
                <Sub className="text-lg font-semibold text-ink">Email Us</Sub>
                <p className="text-sm text-ink-subtle">We reply within 24 hours.</p>
                <a href={`mailto:${company.email}`} className={`${linkClass} font-medium`}>
                  {company.email}
                </a>
              </div>
            </li>
            <li>
              <div className={cardClass}>
                <Phone className="size-7 text-brand-300" aria-hidden="true" />
                <Sub className="text-lg font-semibold text-ink">Call Us</Sub>
                <p className="text-sm text-ink-subtle">Talk to our team directly.</p>
                {company.phones.map((phone) => (
                  <a key={phone} href={telUrl(phone)} className={`${linkClass} font-medium`}>
                    {phone}
                  </a>
                ))}
              </div>
            </li>
            <li>
              <div className={cardClass}>
                <MessageCircle className="size-7 text-brand-300" aria-hidden="true" />
                <Sub className="text-lg font-semibold text-ink">Chat With Us</Sub>
                <p className="text-sm text-ink-subtle">Quick questions? Message us on WhatsApp.</p>
                <a href={siteChatUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} font-medium`}>
                  Start a chat<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
          </ul>
        </FadeIn>

        <div className="grid gap-8 lg:grid-cols-5">
          <div
            id={INQUIRY_FORM_ID}
            ref={formRef}
            className="rounded-2xl border border-line bg-surface-card/80 p-6 shadow-2xl sm:p-8 lg:col-span-3"
          >
            <Sub ref={formHeadingRef} tabIndex={-1} className="mb-1 text-2xl font-semibold text-ink outline-none">
              Tell Us About Your Project
            </Sub>
            <p className="mb-6 text-sm text-ink-subtle">Three short steps. Fields marked * are required.</p>
            {formNear ? <LazyDetailedInquiryForm sourcePage={sourcePage} /> : <InquiryFormSkeleton />}
          </div>
          <div className="space-y-6 lg:col-span-2">
            <FadeIn as="section" aria-labelledby="why-title" className="rounded-2xl border border-line bg-surface-card/70 p-6">
              <Sub id="why-title" className="mb-4 text-xl font-semibold text-ink">
                Why Choose Us
              </Sub>
              <ul className="space-y-4">
                {whyChooseUs.map((reason) => (
                  <li key={reason.title} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden="true" />
                    <div>
                      <p className="font-medium text-ink">{reason.title}</p>
                      <p className="text-sm text-ink-subtle">{reason.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </FadeIn>
            <FadeIn as="section" aria-labelledby="follow-title" className="rounded-2xl border border-line bg-surface-card/70 p-6">
              <Sub id="follow-title" className="mb-4 text-xl font-semibold text-ink">
                Follow Us
              </Sub>
              <SocialLinks />
            </FadeIn>
          </div>
        </div>

        <FadeIn as="section" aria-labelledby="offices-title">
          <Sub id="offices-title" className="mb-8 text-center text-2xl font-semibold text-ink">
            Our Global Offices
          </Sub>
          <ul className="flex flex-wrap justify-center gap-5">
            {offices.map((office) => (
              <li key={office.city} className={`${cardClass} w-full sm:w-[calc(50%-0.625rem)] lg:w-[calc(33.333%-0.834rem)]`}>
                <div>
                  <SubSub className="text-lg font-semibold text-ink">{office.city}</SubSub>
                  <p className="text-sm text-brand-300">{office.country}</p>
                </div>
                <p className="flex gap-2 text-sm text-ink-muted">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                  {office.address}
                </p>
                <a href={telUrl(office.phone)} className={`${linkClass} flex items-center gap-2 text-sm`}>
                  <Phone className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                  {office.phone}
                </a>
                <a href={`mailto:${office.email}`} className={`${linkClass} flex items-center gap-2 text-sm`}>
                  <Mail className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                  {office.email}
                </a>
                <p className="flex items-center gap-2 text-sm text-ink-muted">
                  <Clock className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                  {office.timezone}
                </p>
                <a
                  href={office.chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} mt-auto inline-flex items-center gap-2 text-sm font-medium text-emerald-300`}
                >
                  <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
                  Chat with {office.city}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </FadeIn>

        <FadeIn className="rounded-3xl border border-brand-400/20 bg-brand-wash p-8 text-center sm:p-12">
          <Sub className="text-2xl font-bold text-ink sm:text-3xl">Ready to bring your idea to life?</Sub>
          <p className="mx-auto mt-3 max-w-2xl text-ink-soft">
            Share your goals and we will come back with a plan within 24 hours.
          </p>
          <Button variant="gradient" size="lg" className="mt-8" onClick={startProject}>
            Start Your Project <ArrowRight aria-hidden="true" />
          </Button>
        </FadeIn>
      </div>
    </section>
  )
}
