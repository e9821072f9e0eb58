import type { Project } from '../types'

export const taskFlow: Project = {
  id: '80521a90-4018-4c17-9346-e39148b83340',
  slug: 'taskflow-project-management-platform-professional-services-react-graphql',
  title: 'TaskFlow Project Management Platform',
  description:
    'A multi-tenant SaaS platform for project planning, time tracking and client reporting, built for consulting firms and now sold to agencies worldwide.',
  image: '/images/projects/taskflow.webp',
  industry: 'Professional Services',
  client: 'Brightline Consulting Group',
  clientLogo: '/images/logos/brightline-consulting.svg',
  liveUrl: 'https://taskflow.example.com',
  timeline: '5 months',
  team: '7 developers',
  technologies: ['React', 'GraphQL', 'Node.js', 'PostgreSQL', 'WebSockets', 'Kubernetes'],
  challenge:
    'Brightline ran 300 client engagements a year across spreadsheets, chat threads and three separate tools for tasks, timesheets and invoicing. Project managers spent a day each week assembling status reports, and budget overruns were spotted only after the fact. The firm also saw an opportunity to sell a better tool to other consultancies.',
  solution:
    'We built TaskFlow as a multi-tenant SaaS from the start: Kanban and Gantt planning, time tracking, budget burn-down and client-facing reports in one product. A GraphQL API and WebSocket subscriptions keep boards live for every collaborator. Subscription billing, workspace permissions and single sign-on let Brightline launch TaskFlow commercially, running on Kubernetes with per-tenant data isolation.',
  metrics: [
    { label: 'Reporting Time', value: '-80%' },
    { label: 'Budget Overruns', value: '-35%' },
    { label: 'Paying Workspaces', value: '1,200+' },
    { label: 'Uptime', value: '99.95%' },
  ],
  detailedMetrics: [
    { value: '-80%', label: 'Reporting Time', description: 'Status reports are generated automatically instead of assembled by hand.' },
    { value: '-35%', label: 'Budget Overruns', description: 'Live budget burn-down alerts managers before projects go over.' },
    { value: '1,200+', label: 'Paying Workspaces', description: 'Agencies and consultancies subscribed within 18 months of launch.' },
    { value: '99.95%', label: 'Uptime', description: 'Availability over the last twelve months across all tenants.' },
  ],
  features: [
    'Kanban boards and Gantt timelines',
    'Time tracking with approval workflows',
    'Live budget burn-down and alerts',
    'Client-facing progress reports',
    'Subscription billing and workspace management',
    'Single sign-on and role-based permissions',
  ],
  approach: [
    'Shadowed project managers to map how engagements were really run',
    'Designed the tenant model and permissions before the first feature',
    'Shipped an internal beta to Brightline teams after eight weeks',
    'Added billing and onboarding for the commercial launch',
    'Scaled infrastructure and support tooling as external customers grew',
  ],
  techStack: [
    { category: 'Frontend', technologies: ['React', 'TypeScript', 'Apollo Client'] },
    { category: 'Backend', technologies: ['Node.js', 'GraphQL', 'PostgreSQL', 'WebSockets'] },
    { category: 'Infrastructure', technologies: ['Kubernetes', 'Google Cloud', 'Terraform'] },
    { category: 'Billing', technologies: ['Stripe Billing'] },
  ],
  gallery: [
    '/images/projects/taskflow-1.webp',
    '/images/projects/taskflow-2.webp',
    '/images/projects/taskflow-3.webp',
  ],
  testimonial:
    'TaskFlow started as an internal tool and became a product line of its own. Our managers got a day a week back.',
  extendedTestimonial: {
    quote:
      'TaskFlow started as a fix for our own chaos and became a product line of its own. Our project managers got a day a week back, budget surprises are a thing of the past, and more than a thousand other firms now pay to use it. The architecture made that leap possible without a rewrite.',
    author: 'Jonathan Reeves',
    position: 'Managing Partner',
    company: 'Brightline Consulting Group',
  },
  serviceId: 'saas',
  createdAt: '2024-08-20T14:15:00.000Z',
}
