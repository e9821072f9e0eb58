import { AtSign, BriefcaseBusiness, Camera, CirclePlay, CodeXml, type LucideIcon } from 'lucide-react'
import { company, type SocialIcon } from '@/content/company'
import { clsx } from 'clsx'

const ICONS: Record<SocialIcon, LucideIcon> = { BriefcaseBusiness, AtSign, Camera, CodeXml, CirclePlay }

/** The company's social profiles as icon links (each opens in a new tab). */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={clsx('flex flex-wrap gap-2', className)}>
      {company.socials.map((social) => {
        const Icon = ICONS[social.icon]
        return (
          <li key={social.network}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${social.name} (opens in a new tab)`}
              title={social.name}
              className="grid size-10 place-items-center rounded-full border border-line bg-surface-tint/5 text-ink-muted transition-colors hover:border-brand-400/50 hover:text-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="size-5" aria-hidden="true" />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
