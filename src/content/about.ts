import { company } from './company'
import type { Claim } from './company'
import type { IconNames } from './icon-names'

export type ExpertiseIcon = IconNames<'Brain' | 'Code' | 'Smartphone' | 'Cloud' | 'Palette' | 'ShieldCheck'>

export interface ExpertiseCard {
  title: string
  description: string
  icon: ExpertiseIcon
}

export interface GlobalReach {
  title: string
  text: string
  figures: readonly Claim[]
}

export interface Recognition {
  /** Name of the media outlet. */
  outlet: string
  headline: string
  quote: string
}

export interface Reason {
  title: string
  description: string
}

export interface Mission {
  title: string
  text: string
  ctaLabel: 'Start Your Project'
  ctaHref: '/contact#form'
}

/** Intro of the about section. */
export const aboutIntro = {
  title: 'About Us',
  text: `Founded in ${company.foundedYear}, we are a software, app and AI development agency that turns ambitious ideas into products people love to use. Our engineers, designers and AI specialists work as one team with our clients, from the first workshop to launch and beyond.`,
} as const

/** The four statistics of the about section. */
export const aboutStats: readonly Claim[] = [
  company.claims.successfulProjects,
  company.claims.teamMembers,
  company.claims.cities,
  company.claims.years,
]

/** The six expertise cards. */
export const expertise: readonly ExpertiseCard[] = [
  {
    title: 'AI & Machine Learning',
    description:
      'Custom models, large language model integrations, voice agents and predictive analytics that turn your data into decisions.',
    icon: 'Brain',
  },
  {
    title: 'Web Development',
    description:
      'High-performance web applications and platforms built with React, Next.js and Node.js, engineered for speed and scale.',
    icon: 'Code',
  },
  {
    title: 'Mobile Development',
    description:
      'Native and cross-platform iOS and Android apps with intuitive interfaces, offline support and secure integrations.',
    icon: 'Smartphone',
  },
  {
    title: 'Cloud & DevOps',
    description:
      'Scalable cloud architecture, CI/CD pipelines and infrastructure as code on AWS, Azure and Google Cloud.',
    icon: 'Cloud',
  },
  {
    title: 'UI/UX Design',
    description:
      'Research-driven product design, design systems and prototypes that make complex software feel simple.',
    icon: 'Palette',
  },
  {
    title: 'Security & Compliance',
    description:
      'Secure-by-design engineering, penetration testing and compliance support for GDPR, HIPAA and SOC 2.',
    icon: 'ShieldCheck',
  },
]

export const globalReach: GlobalReach = {
  title: 'Global Reach',
  text: `With ${company.claims.offices.value} offices in Dubai, Hong Kong, Bengaluru, Bangkok and Delhi, we serve clients in ${company.claims.countries.value} countries and ${company.claims.cities.value} cities worldwide. Distributed teams across time zones mean your project moves forward around the clock, with ${company.claims.support.value} support when you need it.`,
  figures: [
    company.claims.countries,
    company.claims.cities,
    company.claims.offices,
    company.claims.support,
  ],
}

/**
 * Three media outlets. The outlet names are illustrative placeholders: replace them with
 * real coverage before publishing.
 */
export const recognition: readonly Recognition[] = [
  {
    outlet: 'TechHorizon Weekly',
    headline: 'Top AI Development Agencies to Watch',
    quote: 'A team that pairs deep engineering with a genuine understanding of business outcomes.',
  },
  {
    outlet: 'The Digital Ledger',
    headline: 'Leaders in Conversational AI',
    quote: 'Their AI calling agents set a new bar for natural, human-sounding customer conversations.',
  },
  {
    outlet: 'Founders Journal',
    headline: 'Best Software Partners for Startups',
    quote: 'Startups praise their speed from idea to launch without cutting corners on quality.',
  },
]

/** The Why Choose Us list of the contact section. */
export const whyChooseUs: readonly Reason[] = [
  {
    title: `${company.claims.successfulProjects.value} projects delivered`,
    description: 'A proven track record across industries, from startups to enterprises.',
  },
  {
    title: `${company.claims.successRate.value} success rate`,
    description: 'Projects delivered on time and on budget, with transparent progress every week.',
  },
  {
    title: `${company.claims.teamMembers.value} expert team members`,
    description: 'Engineers, designers and AI specialists who have solved problems like yours before.',
  },
  {
    title: 'Response within 24 hours',
    description: 'Every inquiry gets a thoughtful reply from a senior consultant within one business day.',
  },
  {
    title: `${company.claims.support.value} support`,
    description: 'Offices across five time zones keep your product running around the clock.',
  },
  {
    title: 'AI-first engineering',
    description: 'We build intelligence into your product from the start, not as an afterthought.',
  },
]

export const mission: Mission = {
  title: 'Our Mission',
  text: 'To make advanced software and artificial intelligence accessible to every business, building products that are reliable, secure and genuinely useful, and partnering with our clients for the long term.',
  ctaLabel: 'Start Your Project',
  ctaHref: '/contact#form',
}
