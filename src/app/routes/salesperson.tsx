import { useParams } from 'react-router-dom'
import { SalespersonLinkGate } from '@/features/salespeople/components/salesperson-link-gate'
import { ServicePageRoute } from './service-page'

/** /{salesperson}/{service}: a referral link, checked, then the matching service page. */
export function SalespersonRoute() {
  const { salesperson = '', service = '' } = useParams()
  return (
    <SalespersonLinkGate key={`${salesperson}/${service}`} salesperson={salesperson} service={service}>
      {(serviceId) => <ServicePageRoute serviceId={serviceId} />}
    </SalespersonLinkGate>
  )
}
