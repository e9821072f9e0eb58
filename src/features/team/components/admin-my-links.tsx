import { Link2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useMembership } from '@/hooks/use-admin-role'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useMyLinks } from '../api/admin-team-queries'
// routing:
import { MyAwaySwitch } from './member-routing-away'

/**
 * A sales member's own salesperson links, read-only: the referral addresses to share, one per
 * service. Leads that arrive through them are theirs. Admins change links in the Link Generator.
 */
export function AdminMyLinks() {
  useDocumentMeta('My Links | Admin')
  const me = useMembership()
  const links = useMyLinks(me?.userId ?? null)
  const origin = typeof window === 'undefined' ? '' : window.location.origin

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Links</h1>
        <p className="text-sm text-muted-foreground">Share these addresses: the inquiries that arrive through them are yours.</p>
      </div>
      {/* routing: */}
      <MyAwaySwitch />
      <section aria-label="My salesperson links" className="space-y-4">
        {links.isPending ? (
          <p role="status" className="py-12 text-center text-muted-foreground">
            Loading your links...
          </p>
        ) : links.isError ? (
          <div role="alert" className="space-y-3 rounded-lg border border-danger-500/30 bg-danger-950/30 p-6 text-center">
            <p className="text-danger-200">{links.error.message}</p>
            <Button variant="outline" onClick={() => void links.refetch()}>
              Try again
            </Button>
          </div>
        ) : links.data.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed border-line-strong py-12 text-center text-muted-foreground">
            No salesperson link is tied to you yet. Ask an admin to tie one to your account.
          </p>
        ) : (
          <ul className="space-y-4">
            {links.data.map((link) => (
              <li key={link.id}>
                <Card className="border-line bg-surface-card/60">
                  <CardContent className="space-y-3 p-4 sm:p-6">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link2 className="size-4 text-muted-foreground" aria-hidden="true" />
                      <h2 className="font-semibold">{link.displayName}</h2>
                      <Badge variant="outline">{link.isActive ? 'Active' : 'Inactive'}</Badge>
                    </div>
                    <ul className="space-y-1 text-sm">
                      {link.services.map((service) => {
                        const address = `${origin}${paths.salesperson.to(link.salespersonName, service)}`
                        return (
                          <li key={service} className="break-all">
                            <a href={address} target="_blank" rel="noopener noreferrer" className="text-brand-300 hover:underline">
                              {address}
                            </a>
                          </li>
                        )
                      })}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
