import type { ServiceId } from '@/content/types'

/** Placeholder until the public-site work fills this route. */
export function ServicePageRoute({ serviceId }: { serviceId: ServiceId }) {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">{serviceId}</h1>
    </section>
  )
}
