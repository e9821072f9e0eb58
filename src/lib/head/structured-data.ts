/**
 * Structured data (schema.org, as JSON-LD) for search engines, typed with schema-dts so a
 * misspelt property or a wrong type fails the typecheck. Which properties each type carries
 * follows Google's structured-data guidelines (Article, Breadcrumb, Organization); the
 * published-pages tests check the required ones on the built HTML.
 */
import type { Article, BlogPosting, BreadcrumbList, JsonLdObject, Organization, Service, WebSite, WithContext } from 'schema-dts'
import { absoluteUrl, type Head, type JsonLd, type SiteIdentity } from './head'

/** The site's logo, as search engines show it beside the organisation. */
export const LOGO_PATH = '/favicon.svg'

type Thing<T> = Exclude<T, string>

const asJsonLd = <T extends JsonLdObject>(value: WithContext<T>): JsonLd => value as unknown as JsonLd

/** The agency as the publisher of every page. */
export function publisher(site: SiteIdentity): Thing<Organization> & { '@type': 'Organization' } {
  return { '@type': 'Organization', name: site.name, url: site.url, logo: absoluteUrl(site, LOGO_PATH) }
}

export interface OrganizationFacts {
  email: string
  telephone: string
  foundingYear: number
  /** Profiles elsewhere (LinkedIn, GitHub ...). */
  sameAs: readonly string[]
}

export function organizationJsonLd(site: SiteIdentity, facts: OrganizationFacts): JsonLd {
  return asJsonLd<Thing<Organization>>({
    '@context': 'https://schema.org',
    ...publisher(site),
    '@type': 'Organization',
    email: facts.email,
    telephone: facts.telephone,
    foundingDate: String(facts.foundingYear),
    sameAs: [...facts.sameAs],
  })
}

export function websiteJsonLd(site: SiteIdentity, description: string): JsonLd {
  return asJsonLd<Thing<WebSite>>({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    description,
    publisher: publisher(site),
  })
}

export interface Crumb {
  name: string
  path: string
}

/** The trail from the home page to this page (the last crumb is the page itself). */
export function breadcrumbJsonLd(site: SiteIdentity, crumbs: readonly Crumb[]): JsonLd {
  return asJsonLd<Thing<BreadcrumbList>>({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  })
}

export interface ArticleFacts {
  headline: string
  description: string
  path: string
  image: string
  datePublished?: string
  dateModified?: string
  /** A person's name; the agency itself when absent. */
  authorName?: string
}

function articleBody(site: SiteIdentity, facts: ArticleFacts) {
  return {
    // Google shows at most 110 characters of a headline.
    headline: facts.headline.length > 110 ? `${facts.headline.slice(0, 109)}…` : facts.headline,
    description: facts.description,
    url: absoluteUrl(site, facts.path),
    mainEntityOfPage: absoluteUrl(site, facts.path),
    image: [absoluteUrl(site, facts.image)],
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ?? facts.datePublished ? { dateModified: facts.dateModified ?? facts.datePublished } : {}),
    author: facts.authorName ? { '@type': 'Person' as const, name: facts.authorName } : publisher(site),
    publisher: publisher(site),
  }
}

/** A blog post. */
export function blogPostingJsonLd(site: SiteIdentity, facts: ArticleFacts): JsonLd {
  return asJsonLd<Thing<BlogPosting>>({ '@context': 'https://schema.org', '@type': 'BlogPosting', ...articleBody(site, facts) })
}

/** A case study: an article about a project the agency delivered. */
export function caseStudyJsonLd(site: SiteIdentity, facts: ArticleFacts & { about: string; keywords: readonly string[] }): JsonLd {
  return asJsonLd<Thing<Article>>({
    '@context': 'https://schema.org',
    '@type': 'Article',
    ...articleBody(site, facts),
    articleSection: 'Case Study',
    about: { '@type': 'Thing', name: facts.about },
    ...(facts.keywords.length > 0 ? { keywords: facts.keywords.join(', ') } : {}),
  })
}

/** A service the agency offers, with its starting price. */
export function serviceJsonLd(
  site: SiteIdentity,
  facts: { name: string; description: string; path: string; serviceType: string },
): JsonLd {
  return asJsonLd<Thing<Service>>({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: facts.name,
    description: facts.description,
    serviceType: facts.serviceType,
    url: absoluteUrl(site, facts.path),
    provider: publisher(site),
  })
}

export interface ArticlePage extends ArticleFacts {
  /** The page title ("ShopSphere | Case Study | NexaLabs"). */
  title: string
  /** The list the article belongs to, for the breadcrumb trail (Portfolio, Blog). */
  parent: Crumb
}

/**
 * The head of an article page (a case study, a blog post): its image is the preview, its dates
 * are the article's, and its structured data (the article, the trail Home > list > article)
 * is built at build time only, for the crawlers that read the built HTML.
 */
export function articleHead(
  site: SiteIdentity,
  page: ArticlePage,
  structuredData: (site: SiteIdentity, facts: ArticleFacts) => JsonLd,
): Head {
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.image,
    imageAlt: page.headline,
    type: 'article',
    publishedTime: page.datePublished,
    modifiedTime: page.dateModified ?? page.datePublished,
    jsonLd: import.meta.env.SSR
      ? [
          structuredData(site, page),
          breadcrumbJsonLd(site, [{ name: 'Home', path: '/' }, page.parent, { name: page.headline, path: page.path }]),
        ]
      : undefined,
  }
}
