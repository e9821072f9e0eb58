import { Bot, Cloud, Globe, PhoneCall, Smartphone, type LucideIcon, type LucideProps } from 'lucide-react'
import type { Service } from '@/content/types'

const ICONS: Record<Service['icon'], LucideIcon> = { Globe, Cloud, Smartphone, PhoneCall, Bot }

export function ServiceIcon({ icon, ...props }: { icon: Service['icon'] } & LucideProps) {
  const Icon = ICONS[icon]
  return <Icon aria-hidden="true" {...props} />
}
