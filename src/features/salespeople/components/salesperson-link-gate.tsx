import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { isServiceId, type ServiceId } from '@/content/types'
import { useSalespersonLink } from '../api/public-salesperson-queries'
import { SalespersonBanner } from './salesperson-banner'

interface Props {
  salesperson: string
  service: string
  /** The page shown under the banner when the link is valid. */
  children: (serviceId: ServiceId) => ReactNode
}

/**
 * Spec: validating (nothing final shown), valid (the banner, then the service page) or
 * invalid, which includes a failed check, redirecting to /404.
 */
export function SalespersonLinkGate({ salesperson, service, children }: Props) {
  const { data, isPending, isError } = useSalespersonLink(salesperson, service)

  if (isPending) {
    return (
      <div role="status" aria-label="Checking your link" className="flex min-h-[70vh] items-center justify-center">
        <Loader2 className="size-8 animate-spin text-cyan-400" aria-hidden="true" />
      </div>
    )
  }
  if (isError || !data.valid || !isServiceId(service)) return <Navigate to={paths.notFound.to()} replace />
  return (
    <>
      <SalespersonBanner displayName={data.displayName} email={data.email} />
      {children(service)}
    </>
  )
}
