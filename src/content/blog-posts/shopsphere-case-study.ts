import type { BlogPost } from '../types'
import { ethanClarke } from './authors'

export const shopSphereCaseStudy: BlogPost = {
  id: '17a84516-cb80-4cce-9178-b712a235e66a',
  slug: 'how-shopsphere-raised-conversions-by-45-percent-case-studies-ecommerce-2025',
  title: 'How ShopSphere Raised Conversions by 45 Percent',
  excerpt:
    'A fashion retailer’s store was slow, crashed during sales and oversold stock. Here is how a headless rebuild turned it into the company’s fastest-growing channel.',
  content: `<h2>The starting point</h2>
<p>Urban Threads Co. is a fashion retailer with 14 stores and a fast-growing online audience. By 2024 its off-the-shelf e-commerce platform was holding it back. Product pages took more than five seconds to load on a typical phone, flash sales regularly brought the site down, and online and in-store stock lived in separate systems. Customers bought items that were no longer available, and the support team spent its days issuing refunds.</p>
<p>Two out of three visitors arrived on mobile, yet mobile conversion was less than half of desktop. The opportunity was obvious; the platform was the bottleneck.</p>
<h2>What we built</h2>
<p>Together with the Urban Threads team we designed ShopSphere, a headless commerce platform that separates the storefront from the commerce engine:</p>
<ul>
<li>A React storefront rendered at the edge, so pages load in under a second anywhere in the world.</li>
<li>A Node.js API on PostgreSQL with Redis caching for catalogue, pricing and carts.</li>
<li>A unified inventory service that syncs stock across the website and all 14 stores in real time, enabling click-and-collect.</li>
<li>A one-page checkout with Stripe, Apple Pay and Google Pay.</li>
<li>Personalised recommendations based on browsing and purchase history.</li>
</ul>
<h2>How we worked</h2>
<p>We began with data, not design. Two years of analytics showed exactly where shoppers dropped off: slow category pages and a five-step checkout. We prototyped a mobile-first storefront and tested the new checkout with real customers before writing production code.</p>
<p>The migration was incremental. Product catalogue, customer accounts and order history moved in stages behind the scenes, and traffic shifted to the new storefront one category at a time, so there was never a risky big-bang launch. Before the holiday season we load-tested the platform at fifteen times normal peak traffic.</p>
<h2>The results</h2>
<p>Six months after launch the numbers spoke for themselves:</p>
<ul>
<li>Conversion rate up 45 percent overall.</li>
<li>Median mobile page load down from 5.2 seconds to 0.8 seconds.</li>
<li>Mobile revenue more than doubled year over year.</li>
<li>Cart abandonment down 32 percent.</li>
<li>No downtime during Black Friday, with traffic at twelve times normal.</li>
</ul>
<p>Overselling has practically disappeared, and click-and-collect now accounts for a fifth of online orders, bringing shoppers into stores where they often buy more.</p>
<h2>What other retailers can learn</h2>
<p>Speed pays for itself: every improvement in load time showed up in conversion. Unified inventory is not just an operational fix but a customer experience feature. And incremental migration removes most of the risk from replatforming. As Rachel Adams, Head of E-commerce at Urban Threads, put it: the site is dramatically faster, it stayed up through the biggest sale in the company’s history, and online and store inventory finally tell the same story.</p>`,
  author: ethanClarke,
  publishedDate: '2025-06-18T09:00:00.000Z',
  category: 'Case Studies',
  featuredImage: '/images/blog/shopsphere-case-study.webp',
  tags: ['E-commerce', 'Case Study', 'React', 'Performance'],
  readingTime: 3,
  featured: false,
}
