import { Loader2 } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { isServiceId, type ServiceId } from '@/content/types'
import { recordSalesperson } from '@/lib/attribution/attribution-store'
import { notFoundState } from '@/lib/not-found'
import { useSalespersonLink } from '../api/public-salesperson-queries'
import { normaliseSalespersonName } from '../model/normalise-name'
import { SalespersonBanner } from './salesperson-banner'

interface Props {
  salesperson: string
  service: string
  /** The page shown under the banner when the link is valid. */
  children: (serviceId: ServiceId) => ReactNode
}

/**
 * Validating (nothing final shown), valid (the banner, then the service page) or
 * invalid, which includes a failed check, redirecting to /404 (which logs the address asked for).
 */
export function SalespersonLinkGate({ salesperson, service, children }: Props) {
  const { data, isPending, isError } = useSalespersonLink(salesperson, service)
  const location = useLocation()
  const valid = data?.valid === true && isServiceId(service)

  // A valid link credits the salesperson with the visitor's inquiries for the next 90 days.
  useEffect(() => {
    if (valid) recordSalesperson(normaliseSalespersonName(salesperson))
  }, [valid, salesperson])

  if (isPending) {
    return (
      <div role="status" aria-label="Checking your link" className="flex min-h-[70vh] items-center justify-center">
        <Loader2 className="size-8 animate-spin text-brand-400" aria-hidden="true" />
      </div>
    )
  }
  if (isError || !data.valid || !isServiceId(service)) {
    return <Navigate to={paths.notFound.to()} replace state={notFoundState(location.pathname)} />
  }
  return (
    <>
      <SalespersonBanner displayName={data.displayName} email={data.email} />
      {children(service)}
    </>
  )
}
