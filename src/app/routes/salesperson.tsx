import { SalespersonLinkGate } from '@/features/salespeople/components/salesperson-link-gate'
import type { RouteParams } from '../route-module'
import { ServicePageView } from './service-page'

/** /{salesperson}/{service}: a referral link, checked, then the matching service page. */
export function Page({ params }: { params: RouteParams }) {
  const { salesperson = '', service = '' } = params
  return (
    <SalespersonLinkGate key={`${salesperson}/${service}`} salesperson={salesperson} service={service}>
      {(serviceId) => <ServicePageView serviceId={serviceId} referral />}
    </SalespersonLinkGate>
  )
}
