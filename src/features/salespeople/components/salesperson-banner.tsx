import { Mail, UserRound } from 'lucide-react'

/** "You're working with {name}" with the salesperson's contact email. */
export function SalespersonBanner({ displayName, email }: { displayName: string; email: string }) {
  return (
    <aside
      aria-label="Your contact"
      className="relative z-10 border-b border-brand-400/20 bg-gradient-to-r from-brand-500/15 via-surface-card/95 to-brand-alt-600/15"
    >
      <div className="container flex flex-col items-center justify-center gap-2 py-4 text-center sm:flex-row sm:gap-6">
        <p className="flex items-center gap-2 text-base font-semibold text-ink">
          <UserRound className="size-5 text-brand-300" aria-hidden="true" />
          You&apos;re working with {displayName}
        </p>
        <a
          href={`mailto:${email}`}
          className="inline-flex items-center gap-2 rounded-md text-sm text-brand-200 underline-offset-4 hover:text-brand-100 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Mail className="size-4" aria-hidden="true" />
          {email}
        </a>
      </div>
    </aside>
  )
}
