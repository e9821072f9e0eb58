import type { ServiceColor } from '@/content/types'

export interface ServiceTheme {
  /** Icon tile and accents. */
  gradient: string
  text: string
  border: string
  badge: string
  glow: string
}

/** A service's colour selects its theme (full class names, so Tailwind keeps them). */
export const SERVICE_THEMES: Record<ServiceColor, ServiceTheme> = {
  cyan: {
    gradient: 'from-cyan-500 to-sky-600',
    text: 'text-cyan-300',
    border: 'hover:border-cyan-400/60 data-[expanded=true]:border-cyan-400/70',
    badge: 'border-cyan-400/40 bg-cyan-400/10 text-cyan-200',
    glow: 'data-[expanded=true]:shadow-cyan-500/20',
  },
  blue: {
    gradient: 'from-blue-500 to-indigo-600',
    text: 'text-blue-300',
    border: 'hover:border-blue-400/60 data-[expanded=true]:border-blue-400/70',
    badge: 'border-blue-400/40 bg-blue-400/10 text-blue-200',
    glow: 'data-[expanded=true]:shadow-blue-500/20',
  },
  purple: {
    gradient: 'from-purple-500 to-violet-600',
    text: 'text-purple-300',
    border: 'hover:border-purple-400/60 data-[expanded=true]:border-purple-400/70',
    badge: 'border-purple-400/40 bg-purple-400/10 text-purple-200',
    glow: 'data-[expanded=true]:shadow-purple-500/20',
  },
  pink: {
    gradient: 'from-pink-500 to-rose-600',
    text: 'text-pink-300',
    border: 'hover:border-pink-400/60 data-[expanded=true]:border-pink-400/70',
    badge: 'border-pink-400/40 bg-pink-400/10 text-pink-200',
    glow: 'data-[expanded=true]:shadow-pink-500/20',
  },
  green: {
    gradient: 'from-emerald-500 to-green-600',
    text: 'text-emerald-300',
    border: 'hover:border-emerald-400/60 data-[expanded=true]:border-emerald-400/70',
    badge: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
    glow: 'data-[expanded=true]:shadow-emerald-500/20',
  },
}
