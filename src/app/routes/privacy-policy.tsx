import { brandName, pageTitle, withBrand } from '@/config/brand'
import { DEFAULT_RETENTION_POLICY, privacyPolicyFor } from '@/content/privacy-policy'
import { seedRetentionPolicy, useRetentionPolicy } from '@/features/privacy/api/retention-policy-queries'
import { siteRecipients } from '@/lib/consent/tracker-ids'
import { useHead } from '@/lib/head/use-head'
import type { Prerender } from '../route-module'

/**
 * /privacy-policy: 13 sections; effective January 1 2025, updated January 13 2025. Section 8
 * states the retention policy in force, which the build reads from the database; saving new
 * values in the back office asks for a rebuild, so the page and the policy applied agree.
 * Section 6 names each recipient in use (the build's tags and published destinations), as the
 * cookie banner does.
 */
export function Page() {
  // Until the values are read (the development server, which builds nothing), the defaults.
  // The recipients published with the site: the same list the cookie banner names.
  const privacyPolicy = privacyPolicyFor(useRetentionPolicy().data ?? DEFAULT_RETENTION_POLICY, siteRecipients())
  useHead({
    title: pageTitle('Privacy Policy'),
    description: `How ${brandName} collects, uses, shares and protects your personal information, how long we keep it and how to exercise your rights.`,
  })
  return (
    <article aria-labelledby="privacy-title" className="container max-w-3xl py-16 sm:py-24">
      <header className="mb-10 border-b border-line pb-8">
        <h1 id="privacy-title" className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          Privacy Policy
        </h1>
        <dl className="mt-4 flex flex-col gap-1 text-sm text-ink-muted sm:flex-row sm:gap-6">
          <div className="flex gap-1">
            <dt>Effective date:</dt>
            <dd className="font-medium text-ink">{privacyPolicy.effectiveDate}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last updated:</dt>
            <dd className="font-medium text-ink">{privacyPolicy.lastUpdated}</dd>
          </div>
        </dl>
      </header>
      <nav aria-label="Contents" className="mb-12 rounded-2xl border border-line bg-surface-card/70 p-6">
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-ink-muted">Contents</h2>
        <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
          {privacyPolicy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded-sm text-brand-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {privacyPolicy.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-semibold text-ink">
              {section.title}
            </h2>
            {section.paragraphs.slice(0, 1).map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed text-ink-muted">
                {withBrand(paragraph)}
              </p>
            ))}
            {section.list && (
              <ul className="mb-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-muted marker:text-brand-400">
                {section.list.map((item) => (
                  <li key={item}>{withBrand(item)}</li>
                ))}
              </ul>
            )}
            {section.paragraphs.slice(1).map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed text-ink-muted">
                {withBrand(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  )
}

export const prerender: Prerender = {
  seed: (queryClient, content) => seedRetentionPolicy(queryClient, content.retention),
}
