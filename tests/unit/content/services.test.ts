import { describe, expect, it } from 'vitest'
import { routeForPath } from '@/app/route-modules'
import { paths } from '@/config/paths'
import { services } from '@/content/services'
import { SERVICE_IDS } from '@/content/types'

describe('the services', () => {
  it('offers every service once, each card leading to its own service page', () => {
    expect(services.map((service) => service.id).sort()).toEqual([...SERVICE_IDS].sort())
    for (const service of services) {
      expect(routeForPath(paths.service.to(service.id))?.def.module, service.id).toBe('routes/service-page')
    }
  })
})
