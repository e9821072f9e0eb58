import type { BlogPost } from '../types'
import { priyaRaman } from './authors'

export const multiTenantSaas: BlogPost = {
  id: '91334028-33bd-4faf-bde3-b8da69e694cc',
  slug: 'multitenant-saas-architecture-lessons-from-the-field-saas-multitenancy-2024',
  title: 'Multi-Tenant SaaS Architecture: Lessons From the Field',
  excerpt:
    'The tenant model you choose on day one shapes your costs, your security and your ability to scale. Practical lessons from building SaaS platforms that grew from ten customers to thousands.',
  content: `Every SaaS product serves many customers from one platform. How you separate those customers, the tenant model, is one of the earliest and most consequential decisions you will make. Get it right and adding the thousandth customer is as easy as adding the tenth. Get it wrong and you face a painful migration just as the business starts to grow.

There are three common models, each with clear trade-offs:
Shared database, shared tables: every row carries a tenant identifier. Cheapest to run and simplest to operate, but isolation depends entirely on your code and database policies.
Shared database, separate schemas: each tenant gets its own schema. Better isolation, but migrations must run across hundreds of schemas.
Separate databases: strongest isolation and easy per-customer backups, at a much higher operating cost.

For most products we start with shared tables and enforce isolation in the database itself, not just in application code. PostgreSQL row-level security lets you write a policy once, so every query automatically sees only the current tenant's rows. A forgotten filter in one endpoint no longer becomes a data leak. Enterprise customers who need dedicated infrastructure can later be moved to their own database without changing the application.

Put the tenant in every layer. The tenant identifier should appear in database keys and indexes, in cache keys, in file storage paths, in background jobs and in logs. When a support engineer investigates a problem, they should be able to filter everything by tenant in seconds. When a customer leaves, you should be able to export and delete their data completely.

Design for noisy neighbours. In a shared system, one large customer running a heavy report can slow everyone down. Rate limits per tenant, queues for expensive work, and sensible query timeouts keep the platform fair. Track resource usage per tenant from the beginning; it also tells you which customers are on the wrong pricing plan.

Treat billing and permissions as core features. Subscriptions, trials, seat limits and usage-based pricing touch almost every part of a SaaS product. So do roles and permissions, which grow from simple admin and member roles to custom roles and single sign-on as you move upmarket. Building these on a clean model early is far cheaper than retrofitting them.

Automate operations before you need them. Database migrations must be backward compatible so you can deploy without downtime. Onboarding a new tenant should be a single automated step. Backups should be tested by restoring them regularly, not just by checking that they exist.

Measure what customers experience. Uptime alone is not enough: monitor response times and error rates per tenant and per feature, and alert on them. The customers who churn quietly are often the ones whose experience degraded without anyone noticing.

None of this requires a large team on day one. It requires making a few deliberate decisions early, writing them down, and enforcing them with tooling, so the architecture keeps pace with the business instead of holding it back.`,
  author: priyaRaman,
  publishedDate: '2024-10-15T09:30:00.000Z',
  category: 'SaaS',
  featuredImage: '/images/blog/multi-tenant-saas.webp',
  tags: ['Multi-Tenancy', 'Architecture', 'PostgreSQL', 'Scalability'],
  readingTime: 3,
  featured: false,
}
