import { pageTitle } from '@/config/brand'
import { ContactSection } from '@/features/inquiries/components/contact-section'
import { useHead } from '@/lib/head/use-head'

/** /contact: the contact page with the inquiry form (/contact#form scrolls to it). */
export function Page() {
  useHead({
    title: pageTitle('Contact Us'),
    description:
      'Tell us about your web, mobile, SaaS or AI project. Email, call or chat with our team, or send an inquiry: we respond within 24 hours.',
  })
  return <ContactSection sourcePage="contact" headingLevel="h1" />
}
