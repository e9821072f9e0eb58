/**
 * One conversion to one platform: build the request, send it once, judge the answer. The
 * platform modules know each API; this is the only place that picks between them.
 */
import type { PlatformBaseUrls } from '../endpoints.ts'
import { sendOnce } from '../responses.ts'
import type { ApiPlatform, ClaimedDelivery, DeliveryOutcome, PlatformRequest } from '../types.ts'
import { ga4Request, judgeGa4 } from './ga4.ts'
import { judgeLinkedin, linkedinRequest } from './linkedin.ts'
import { judgeMeta, metaRequest } from './meta.ts'

export const PLATFORM_NAMES: Record<ApiPlatform, string> = { meta: 'Meta', ga4: 'GA4', linkedin: 'LinkedIn' }

export interface SendContext {
  baseUrls: PlatformBaseUrls
  siteUrl: string | null
  fetch: typeof fetch
}

export function isRequest(value: PlatformRequest | DeliveryOutcome): value is PlatformRequest {
  return 'url' in value
}

async function buildRequest(row: ClaimedDelivery, context: SendContext): Promise<PlatformRequest | DeliveryOutcome> {
  switch (row.platform) {
    case 'meta':
      return metaRequest(row, { baseUrl: context.baseUrls.meta, siteUrl: context.siteUrl })
    case 'ga4':
      return ga4Request(row, { baseUrl: context.baseUrls.ga4 })
    case 'linkedin':
      return linkedinRequest(row, context.baseUrls.linkedin)
  }
}

const JUDGES: Record<ApiPlatform, (response: Response) => Promise<DeliveryOutcome>> = {
  meta: judgeMeta,
  ga4: judgeGa4,
  linkedin: judgeLinkedin,
}

export async function sendConversion(row: ClaimedDelivery, context: SendContext): Promise<DeliveryOutcome> {
  const request = await buildRequest(row, context)
  if (!isRequest(request)) return request
  return sendOnce(context.fetch, PLATFORM_NAMES[row.platform], request, JUDGES[row.platform], (message) => ({ outcome: 'retry', message }))
}
