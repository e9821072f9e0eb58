import type { ServicePageContent } from '../service-pages'

export const saasPage: ServicePageContent = {
  serviceId: 'saas',
  hero: {
    badge: 'SaaS Development',
    title: 'SaaS Products Built to Scale',
    subtitle:
      'From MVP to thousands of paying customers: multi-tenant platforms with billing, analytics and enterprise security built in.',
    primaryCta: { label: 'Start Your SaaS Project', href: '/contact#form' },
    secondaryCta: { label: 'View Our Work', href: '/portfolio' },
  },
  headings: {
    portfolio: 'SaaS Platforms We Have Built',
    features: 'A Foundation for Recurring Revenue',
    featuresSubtitle: 'The hard parts of SaaS, solved from day one, so you can focus on what makes your product unique.',
    stories: 'Success Stories',
    process: 'From Idea to Scale',
  },
  features: [
    {
      title: 'Multi-Tenant Architecture',
      description: 'Isolated, secure tenant data on shared infrastructure that keeps hosting costs low as you grow.',
      icon: 'Layers',
    },
    {
      title: 'Subscription Billing',
      description: 'Plans, trials, usage-based pricing, invoices and dunning with Stripe, ready for global payments.',
      icon: 'CreditCard',
    },
    {
      title: 'Analytics & Reporting',
      description: 'Dashboards for your customers and for you: activation, retention, revenue and feature usage.',
      icon: 'ChartColumn',
    },
    {
      title: 'Enterprise Security & SSO',
      description: 'Single sign-on, audit logs, role-based permissions and encryption that pass security reviews.',
      icon: 'Lock',
    },
    {
      title: 'APIs & Integrations',
      description: 'Public REST APIs, webhooks and connectors to the tools your customers already use.',
      icon: 'Plug',
    },
    {
      title: 'Auto-Scaling Infrastructure',
      description: 'Cloud infrastructure as code that scales with demand and keeps uptime above 99.9%.',
      icon: 'Server',
    },
  ],
  successStories: [
    {
      client: 'Ledgerly',
      industry: 'Fintech',
      result: 'From prototype to paying customers in four months',
      quote: 'Billing, permissions and onboarding just worked, so we could spend our time selling.',
      author: 'Michael Chen, CEO',
      figures: [
        { value: '4 months', label: 'Idea to launch' },
        { value: '$1.2M', label: 'ARR in year one' },
        { value: '2,300', label: 'Paying accounts' },
      ],
    },
    {
      client: 'Brightdesk HR',
      industry: 'HR Technology',
      result: 'Scaled from 40 to 600 client companies',
      quote: 'Their architecture decisions saved us a painful rewrite and we never had to plan downtime.',
      author: 'Emma Thompson, VP of Product',
      figures: [
        { value: '15x', label: 'Customer growth' },
        { value: '99.98%', label: 'Uptime' },
        { value: '0', label: 'Planned downtime' },
      ],
    },
    {
      client: 'Stacklane Analytics',
      industry: 'Data & Analytics',
      result: 'Self-serve dashboards customers use every day',
      quote: 'Customers now build their own reports instead of emailing our support team for exports.',
      author: 'Rahul Mehta, Co-founder',
      figures: [
        { value: '+52%', label: 'Daily active users' },
        { value: '-70%', label: 'Report requests' },
      ],
    },
  ],
  process: [
    {
      title: 'Product Discovery',
      description: 'We define your ideal customer, core jobs to be done, pricing model and the smallest lovable product.',
    },
    {
      title: 'Architecture & Design',
      description: 'Tenant model, data design, security and UX flows planned together so the product scales cleanly.',
    },
    {
      title: 'MVP Development',
      description: 'Core features, authentication and billing built in short sprints with a demo every two weeks.',
    },
    {
      title: 'Launch & Onboarding',
      description: 'Production launch, onboarding flows, product analytics and support tooling for your first customers.',
    },
    {
      title: 'Scale & Iterate',
      description: 'Data-driven roadmap, performance tuning and new features as your customer base grows.',
    },
  ],
  cta: {
    title: 'Ready to Launch Your SaaS?',
    text: 'Choose a package or tell us about your idea. We will reply within 24 hours with a plan and an estimate.',
    primary: { label: 'Start Your SaaS Project', href: '/contact#form' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
}
