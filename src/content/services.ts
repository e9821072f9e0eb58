import type { Service, ServiceId } from './types'

/** The five services, in the order the site lists them. */
export const services: readonly Service[] = [
  {
    id: 'web-apps',
    title: 'Web Applications',
    description:
      'Fast, secure and scalable web applications built with modern frameworks, from customer portals to complex business platforms.',
    detailedDescription:
      'We design and build web applications that load instantly, work on every device and grow with your business. Our teams combine React and Next.js front ends with robust APIs and cloud infrastructure, adding real-time collaboration, offline support and integrations with the tools you already use. Every project ships with automated tests, performance budgets and a clear path to the next release.',
    image: '/images/services/web-apps.webp',
    features: ['React & Next.js', 'Real-time Features', 'Cloud Integration', 'Progressive Web Apps'],
    technologies: ['React', 'Next.js', 'Node.js', 'PostgreSQL'],
    startingPrice: '$5,000',
    timeline: '4-12 weeks',
    color: 'cyan',
    route: '/web-apps',
    icon: 'Globe',
  },
  {
    id: 'saas',
    title: 'SAAS Solutions',
    description:
      'Multi-tenant software-as-a-service products with subscriptions, analytics and enterprise-grade security, ready to scale.',
    detailedDescription:
      'From the first prototype to thousands of paying customers, we build SaaS products on a proven multi-tenant architecture. Subscription billing, role-based access, usage analytics and admin tooling are part of the foundation, so you can focus on the features that win customers. We plan for scale, compliance and uptime from day one.',
    image: '/images/services/saas.webp',
    features: ['Multi-tenant Architecture', 'Subscription Billing', 'Analytics Dashboards', 'Enterprise Security'],
    technologies: ['React', 'Node.js', 'AWS', 'Stripe'],
    startingPrice: '$15,000',
    timeline: '8-16 weeks',
    color: 'blue',
    route: '/saas',
    icon: 'Cloud',
  },
  {
    id: 'mobile-apps',
    title: 'Mobile Applications',
    description:
      'Native and cross-platform iOS and Android apps with polished interfaces, offline support and seamless backend integration.',
    detailedDescription:
      'We build mobile apps people keep on their home screen. Whether cross-platform with React Native and Flutter or fully native with Swift and Kotlin, our apps feel at home on each platform, work offline, send timely notifications and integrate securely with payments, maps and your backend. We handle App Store and Google Play releases end to end.',
    image: '/images/services/mobile-apps.webp',
    features: ['iOS & Android', 'Cross-platform Development', 'Offline Support', 'Push Notifications'],
    technologies: ['React Native', 'Flutter', 'Swift', 'Kotlin'],
    startingPrice: '$10,000',
    timeline: '6-14 weeks',
    color: 'purple',
    route: '/mobile-apps',
    icon: 'Smartphone',
  },
  {
    id: 'ai-calling',
    title: 'AI Calling Agency',
    description:
      'Natural-sounding AI voice agents that qualify leads, book appointments and support customers around the clock.',
    detailedDescription:
      'Our AI calling agents hold natural conversations over the phone: they qualify inbound and outbound leads, answer common questions, book meetings straight into your calendar and hand over to a human when it matters. Every call is transcribed, scored and synced to your CRM, so your sales team spends its time on the conversations that close.',
    image: '/images/services/ai-calling.webp',
    features: ['Natural Voice Conversations', 'Lead Qualification', 'Appointment Booking', 'CRM Integration'],
    technologies: ['OpenAI', 'Twilio', 'ElevenLabs', 'Python'],
    startingPrice: '$8,000',
    timeline: '6-10 weeks',
    color: 'pink',
    route: '/ai-calling',
    icon: 'PhoneCall',
  },
  {
    id: 'ai-automation',
    title: 'AI Automation',
    description:
      'Intelligent workflows that automate repetitive work, process documents and connect your systems with AI.',
    detailedDescription:
      'We find the repetitive, error-prone work in your operations and hand it to AI. Document processing, data entry, reporting, email triage and approvals become automated workflows that connect your existing systems, with people kept in the loop where judgement is needed. The result is faster processes, fewer errors and teams free to do higher-value work.',
    image: '/images/services/ai-automation.webp',
    features: ['Workflow Automation', 'Document Processing', 'Custom AI Models', 'System Integrations'],
    technologies: ['Python', 'LangChain', 'OpenAI', 'n8n'],
    startingPrice: '$12,000',
    timeline: '8-12 weeks',
    color: 'green',
    route: '/ai-automation',
    icon: 'Bot',
  },
]

/** Labels the admin's forms use for service ids; list screens use the services' titles instead. */
export const SERVICE_LABELS: Readonly<Record<ServiceId, string>> = {
  'web-apps': 'Web Applications',
  saas: 'SaaS Solutions',
  'mobile-apps': 'Mobile Applications',
  'ai-automation': 'AI Automation',
  'ai-calling': 'AI Calling',
}

export function serviceById(id: string): Service | undefined {
  return services.find((service) => service.id === id)
}
