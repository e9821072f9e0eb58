import type { IconNames } from './icon-names'
import { aiAutomationPage } from './service-pages/ai-automation'
import { aiCallingPage } from './service-pages/ai-calling'
import { mobileAppsPage } from './service-pages/mobile-apps'
import { saasPage } from './service-pages/saas'
import { webAppsPage } from './service-pages/web-apps'
import type { ServiceId } from './types'

/** Every icon the service landing pages use (lucide-react names). */
export type ServicePageIcon = IconNames<
  | 'Zap'
  | 'Smartphone'
  | 'Users'
  | 'ShieldCheck'
  | 'Cloud'
  | 'WifiOff'
  | 'Layers'
  | 'CreditCard'
  | 'ChartColumn'
  | 'Lock'
  | 'Plug'
  | 'Server'
  | 'Bell'
  | 'MapPin'
  | 'Mic'
  | 'Target'
  | 'Calendar'
  | 'Database'
  | 'Languages'
  | 'ChartLine'
  | 'Workflow'
  | 'FileText'
  | 'Brain'
  | 'Mail'
>

/** Where the buttons of a service page lead: always towards an inquiry or the portfolio. */
export type ServicePageHref = '/contact#form' | '/contact' | '/portfolio'

export interface ServicePageCta {
  label: string
  href: ServicePageHref
}

export interface ServicePageFeature {
  title: string
  description: string
  icon: ServicePageIcon
}

export interface SuccessStoryFigure {
  value: string
  label: string
}

export interface SuccessStory {
  client: string
  industry: string
  /** Result headline. */
  result: string
  quote: string
  /** Who said the quote: name and role. */
  author: string
  figures: [SuccessStoryFigure, SuccessStoryFigure] | [SuccessStoryFigure, SuccessStoryFigure, SuccessStoryFigure]
}

export interface ProcessStep {
  title: string
  description: string
}

type Three<T> = [T, T, T]
type Five<T> = [T, T, T, T, T]
type Six<T> = [T, T, T, T, T, T]

export interface ServicePageContent {
  serviceId: ServiceId
  hero: {
    badge: string
    title: string
    subtitle: string
    primaryCta: ServicePageCta
    secondaryCta: ServicePageCta
  }
  /** Section headings; `portfolio` is used by the pages that show projects (web apps, SaaS). */
  headings: {
    portfolio: string
    features: string
    featuresSubtitle: string
    stories: string
    process: string
  }
  features: Six<ServicePageFeature>
  successStories: Three<SuccessStory>
  process: Five<ProcessStep>
  cta: {
    title: string
    text: string
    primary: ServicePageCta
    secondary: ServicePageCta
  }
}

/** The own content of each service landing page (/web-apps, /saas, /mobile-apps, /ai-calling, /ai-automation). */
export const servicePages: Readonly<Record<ServiceId, ServicePageContent>> = {
  'web-apps': webAppsPage,
  saas: saasPage,
  'mobile-apps': mobileAppsPage,
  'ai-calling': aiCallingPage,
  'ai-automation': aiAutomationPage,
}
