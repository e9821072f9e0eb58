import type { BlogPost } from '../types'
import { priyaRaman } from './authors'

export const fastReactApps: BlogPost = {
  id: '4f6857e2-e079-42d4-91b9-58c438249693',
  slug: 'building-fast-react-apps-a-practical-performance-guide-web-development-react-2025',
  title: 'Building Fast React Apps: A Practical Performance Guide',
  excerpt:
    'Speed is a feature your users feel on every visit. Here is the checklist our teams use to keep React applications fast, from the first byte to the last interaction.',
  content: `<h2>Why performance is a business metric</h2>
<p>Every extra second a page takes to load costs you visitors. Studies across retail and media consistently show that bounce rates climb sharply as load time grows, and search engines now use Core Web Vitals as a ranking signal. For the products we build, performance is not a final polish step: it is a requirement written into the first sprint, with a budget that the build checks automatically.</p>
<p>React makes it easy to build rich interfaces, and just as easy to ship far more JavaScript than a phone on a mobile network can handle. The good news is that a handful of habits prevent most problems before they start.</p>
<h2>Ship less JavaScript</h2>
<p>The fastest code is the code the browser never downloads. We start every project with a JavaScript budget for the first page, typically around 120 KB compressed, and make the build fail when a change exceeds it.</p>
<ul>
<li><strong>Split by route.</strong> Load each page's code when the visitor navigates to it, not up front. Admin areas, editors and charts belong in their own chunks.</li>
<li><strong>Audit dependencies.</strong> A date library or an icon set can quietly add 50 KB. Import only what you use and prefer small, tree-shakeable packages.</li>
<li><strong>Defer the non-essential.</strong> Chat widgets, analytics and video players can load after the page becomes interactive.</li>
</ul>
<h2>Make the largest content appear fast</h2>
<p>Largest Contentful Paint measures when the main content, usually a hero image or headline, becomes visible. Serve images in modern formats such as WebP or AVIF, give them explicit width and height to avoid layout shifts, and preload the single hero image so the browser fetches it immediately. Images further down the page should load lazily as the visitor scrolls.</p>
<p>Fonts deserve the same care: self-host them, subset them to the characters you need and use a display strategy that shows text immediately in a fallback font.</p>
<h2>Keep interactions responsive</h2>
<p>Interaction to Next Paint rewards interfaces that respond within a couple of hundred milliseconds. Long tasks on the main thread are the usual culprit. Keep expensive calculations out of render, memoise derived data where profiling shows it matters, and use transitions for updates that can wait. Virtualise long lists instead of rendering thousands of rows.</p>
<h2>Cache data deliberately</h2>
<p>Fetching the same data on every navigation makes even a fast app feel slow. A query cache such as TanStack Query lets you show cached results instantly, refresh them in the background and prefetch the next page a visitor is likely to open, for example when they hover over a card.</p>
<h2>Measure continuously</h2>
<p>Lab tools like Lighthouse catch regressions before release, while real-user monitoring shows what your customers actually experience on their own devices. We run Lighthouse in continuous integration against the production build and track field data after launch, so performance never quietly degrades.</p>
<ul>
<li>Set budgets for JavaScript, CSS and image weight.</li>
<li>Check them automatically on every pull request.</li>
<li>Review field data monthly and fix the slowest pages first.</li>
</ul>
<p>Fast applications are not the result of a single clever trick. They come from small, consistent decisions, enforced by tooling, from the first commit onwards.</p>`,
  author: priyaRaman,
  publishedDate: '2025-03-10T09:00:00.000Z',
  category: 'Web Development',
  featuredImage: '/images/blog/fast-react-apps.webp',
  tags: ['React', 'Performance', 'Core Web Vitals', 'Vite'],
  readingTime: 3,
  featured: true,
}
