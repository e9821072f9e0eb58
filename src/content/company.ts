import type { IconNames } from './icon-names'

/** The brand shown when the environment does not override it. */
export const DEFAULT_BRAND_NAME = 'NexaLabs'

/**
 * lucide-react 1.x ships no brand logos, so each network names a neutral lucide icon;
 * `network` identifies the platform for an accessible label or a custom mark.
 */
export type SocialIcon = IconNames<'BriefcaseBusiness' | 'AtSign' | 'Camera' | 'CodeXml' | 'CirclePlay'>

export interface SocialLink {
  network: 'linkedin' | 'x' | 'instagram' | 'github' | 'youtube'
  name: string
  url: string
  icon: SocialIcon
}

export interface Claim {
  value: string
  label: string
}

export type ClaimKey =
  | 'successfulProjects'
  | 'teamMembers'
  | 'cities'
  | 'years'
  | 'countries'
  | 'successRate'
  | 'happyClients'
  | 'support'
  | 'responseTime'
  | 'offices'

export interface HeroFigure {
  value: string
  label: string
}

export interface HeroContent {
  /** Section id of the landing hero. */
  sectionId: 'home'
  headline: string
  subtext: string
  ctaLabel: string
  ctaHref: '/contact#form'
  /** Still frame shown before (or instead of) the background video. */
  poster: string
}

export interface Company {
  brandName: string
  tagline: string
  foundedYear: 2017
  email: string
  phones: readonly [string, string]
  /** Digits only, international format, for a wa.me-style chat link. */
  chatNumber: string
  chatMessage: string
  socials: readonly SocialLink[]
  claims: Readonly<Record<ClaimKey, Claim>>
  hero: HeroContent
  heroFigures: readonly [HeroFigure, HeroFigure, HeroFigure]
}

export const company: Company = {
  brandName: DEFAULT_BRAND_NAME,
  tagline: 'Software, app and AI development agency',
  foundedYear: 2017,
  email: 'hello@nexalabs.dev',
  phones: ['+971 4 555 0142', '+91 80 5555 0123'],
  chatNumber: '971505550142',
  chatMessage: 'I would like to develop a software or app. I need to discuss with you more',
  socials: [
    { network: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/nexalabs', icon: 'BriefcaseBusiness' },
    { network: 'x', name: 'X (Twitter)', url: 'https://x.com/nexalabs', icon: 'AtSign' },
    { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/nexalabs', icon: 'Camera' },
    { network: 'github', name: 'GitHub', url: 'https://github.com/nexalabs', icon: 'CodeXml' },
    { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@nexalabs', icon: 'CirclePlay' },
  ],
  claims: {
    successfulProjects: { value: '1,500+', label: 'Successful Projects' },
    teamMembers: { value: '230+', label: 'Expert Team Members' },
    cities: { value: '56+', label: 'Cities Worldwide' },
    years: { value: '7+', label: 'Years' },
    countries: { value: '10+', label: 'Countries' },
    successRate: { value: '98%', label: 'Success Rate' },
    happyClients: { value: '50+', label: 'Happy Clients' },
    support: { value: '24/7', label: 'Support' },
    responseTime: { value: '24 hours', label: 'Response within 24 hours' },
    offices: { value: '5', label: 'Offices' },
  },
  hero: {
    sectionId: 'home',
    headline: 'The Future of AI-Powered Software',
    subtext:
      'We build intelligent software with AI, machine learning and quantum-ready solutions, turning bold ideas into products that learn, scale and lead.',
    ctaLabel: 'Launch Your Vision',
    ctaHref: '/contact#form',
    poster: '/images/hero-poster.webp',
  },
  heroFigures: [
    { value: '1 M+', label: 'AI Models Deployed' },
    { value: '99.9%', label: 'Neural Accuracy' },
    { value: '24/7', label: 'Quantum Support' },
  ],
}

/** A chat link with prefilled text, e.g. https://wa.me/971505550142?text=I%20would... */
export function chatUrl(number: string = company.chatNumber, text: string = company.chatMessage): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** A dialable tel: link for a displayed phone number. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
