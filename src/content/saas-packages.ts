import type { SaasPackage } from './types'

/** Label of the badge on the popular package. */
export const POPULAR_PACKAGE_LABEL = 'Most Popular'

/** The three SaaS packages of the /saas page. */
export const saasPackages: readonly SaasPackage[] = [
  {
    name: 'Startup',
    price: '$5,000',
    description: 'Launch a focused MVP to validate your idea with real customers, fast.',
    features: [
      'MVP with up to 5 core features',
      'Responsive web app',
      'User authentication and roles',
      'Subscription payments with Stripe',
      'Basic analytics dashboard',
      '3 months support',
    ],
    popular: false,
  },
  {
    name: 'Growth',
    price: '$15,000',
    description: 'A complete, multi-tenant SaaS platform built to win and retain paying customers.',
    features: [
      'Everything in Startup',
      'Multi-tenant architecture',
      'Team workspaces and permissions',
      'Advanced analytics and reporting',
      'Third-party integrations and public API',
      'Automated testing and CI/CD',
      '6 months support',
    ],
    popular: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    description: 'Tailored architecture, compliance and scale for large organisations.',
    features: [
      'Everything in Growth',
      'Custom architecture and single sign-on',
      'Compliance support (SOC 2, GDPR, HIPAA)',
      'Dedicated development team',
      'Uptime SLA and priority response',
      '12 months support',
    ],
    popular: false,
  },
]
