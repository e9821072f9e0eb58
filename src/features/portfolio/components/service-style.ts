import { Bot, Cloud, Globe, PhoneCall, Smartphone, type LucideIcon } from 'lucide-react'
import type { Service, ServiceColor } from '@/content/types'

/** The icon of each service (content names it; the UI imports only these five). */
export const SERVICE_ICONS: Record<Service['icon'], LucideIcon> = { Globe, Cloud, Smartphone, PhoneCall, Bot }

/** Full class names per service colour, so Tailwind keeps them. */
export const SERVICE_COLOR_CLASSES: Record<ServiceColor, { text: string; soft: string; border: string; gradient: string }> = {
  cyan: { text: 'text-cyan-300', soft: 'bg-cyan-500/10', border: 'border-cyan-500/30', gradient: 'from-cyan-500 to-blue-600' },
  blue: { text: 'text-blue-300', soft: 'bg-blue-500/10', border: 'border-blue-500/30', gradient: 'from-blue-500 to-indigo-600' },
  purple: { text: 'text-purple-300', soft: 'bg-purple-500/10', border: 'border-purple-500/30', gradient: 'from-purple-500 to-fuchsia-600' },
  pink: { text: 'text-pink-300', soft: 'bg-pink-500/10', border: 'border-pink-500/30', gradient: 'from-pink-500 to-rose-600' },
  green: { text: 'text-emerald-300', soft: 'bg-emerald-500/10', border: 'border-emerald-500/30', gradient: 'from-emerald-500 to-teal-600' },
}
