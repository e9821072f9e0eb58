import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { seedProjectList } from '@/features/portfolio/api/project-queries'
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page'
import { useHead } from '@/lib/head/use-head'
import { breadcrumbJsonLd } from '@/lib/head/structured-data'
import { latestTimestamp, type Prerender } from '../route-module'

export function Page() {
  useHead({
    title: `Portfolio | ${site.name}`,
    description:
      'Web applications, SaaS platforms, mobile apps and AI systems we have designed and built, with full case studies and measurable results.',
    // Crawlers read structured data in the built HTML; the browser bundle goes without.
    jsonLd: import.meta.env.SSR
      ? [
          breadcrumbJsonLd(site, [
            { name: 'Home', path: paths.home.to() },
            { name: 'Portfolio', path: paths.portfolio.to() },
          ]),
        ]
      : undefined,
  })
  return <PortfolioPage />
}

export const prerender: Prerender = {
  seed: (queryClient, content) => seedProjectList(queryClient, content.projects),
  lastModified: (content) => latestTimestamp(content.projects.map((p) => p.updatedAt ?? p.createdAt)),
}
