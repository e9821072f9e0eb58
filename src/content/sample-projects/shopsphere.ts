import type { Project } from '../types'

export const shopSphere: Project = {
  id: '481ffada-265c-4c33-b3c1-99057f5bd479',
  slug: 'shopsphere-ecommerce-platform-retail-react-nodejs',
  title: 'ShopSphere E-commerce Platform',
  description:
    'A headless e-commerce platform for a fast-growing fashion retailer, with a lightning-fast storefront, personalised recommendations and unified inventory across online and physical stores.',
  image: '/images/projects/shopsphere.webp',
  industry: 'Retail',
  client: 'Urban Threads Co.',
  clientLogo: '/images/logos/urban-threads.svg',
  liveUrl: 'https://shopsphere.example.com',
  timeline: '4 months',
  team: '6 developers',
  technologies: ['React', 'Node.js', 'PostgreSQL', 'Redis', 'Stripe', 'AWS'],
  challenge:
    'Urban Threads had outgrown its off-the-shelf store. Pages took over five seconds to load on mobile, flash sales regularly brought the site down, and online and in-store inventory were managed in separate systems, leading to overselling and frustrated customers. Two out of three visitors arrived on phones, yet mobile conversion was less than half of desktop.',
  solution:
    'We built a headless commerce platform with a React storefront rendered at the edge and a Node.js API backed by PostgreSQL and Redis. A unified inventory service syncs stock across the website and 14 physical stores in real time. Personalised recommendations, a one-page checkout with Stripe, Apple Pay and Google Pay, and autoscaling infrastructure on AWS keep the store fast and available during the busiest sales.',
  metrics: [
    { label: 'Conversion Rate', value: '+45%' },
    { label: 'Page Load Time', value: '0.8s' },
    { label: 'Mobile Revenue', value: '+120%' },
    { label: 'Cart Abandonment', value: '-32%' },
  ],
  detailedMetrics: [
    { value: '+45%', label: 'Conversion Rate', description: 'Overall conversion rate in the first six months after launch.' },
    { value: '0.8s', label: 'Page Load Time', description: 'Median load time on mobile, down from 5.2 seconds.' },
    { value: '+120%', label: 'Mobile Revenue', description: 'Growth of revenue from phones and tablets year over year.' },
    { value: '99.99%', label: 'Uptime', description: 'Availability during Black Friday, with traffic peaking at 12x normal.' },
  ],
  features: [
    'Edge-rendered storefront with instant search',
    'Personalised product recommendations',
    'Real-time inventory across online and 14 physical stores',
    'One-page checkout with Stripe, Apple Pay and Google Pay',
    'Click-and-collect with store stock availability',
    'Merchandising dashboard with sales analytics',
  ],
  approach: [
    'Analysed two years of traffic and sales data to find where customers dropped off',
    'Designed a mobile-first storefront and tested the checkout with real shoppers',
    'Migrated the catalogue and customer accounts incrementally without downtime',
    'Load-tested the platform at 15x peak traffic before the holiday season',
    'Launched with A/B testing in place to keep improving conversion',
  ],
  techStack: [
    { category: 'Frontend', technologies: ['React', 'TypeScript', 'Tailwind CSS'] },
    { category: 'Backend', technologies: ['Node.js', 'PostgreSQL', 'Redis'] },
    { category: 'Payments', technologies: ['Stripe', 'Apple Pay', 'Google Pay'] },
    { category: 'Infrastructure', technologies: ['AWS', 'CloudFront', 'Docker'] },
  ],
  gallery: [
    '/images/projects/shopsphere-1.webp',
    '/images/projects/shopsphere-2.webp',
    '/images/projects/shopsphere-3.webp',
  ],
  testimonial:
    'ShopSphere transformed our online business. The site is dramatically faster and our conversion rate jumped 45% within six months.',
  extendedTestimonial: {
    quote:
      'ShopSphere transformed our online business. The site is dramatically faster, it stayed up through our biggest Black Friday ever, and for the first time our online and store inventory tell the same story. Our conversion rate jumped 45% within six months, and the team still feels like an extension of ours.',
    author: 'Rachel Adams',
    position: 'Head of E-commerce',
    company: 'Urban Threads Co.',
  },
  serviceId: 'web-apps',
  createdAt: '2025-02-14T09:30:00.000Z',
}
