/**
 * Edge Function entry (Supabase Edge Runtime, Deno): the Cal.com and Calendly webhooks, at
 * /functions/v1/booking-webhook/cal.com and /functions/v1/booking-webhook/calendly. No JWT (the
 * tools send none): the signature is the only key. The logic is in ../_shared/booking/.
 */
import { handleBookingWebhook, type RecordOutcome } from '../_shared/booking/handler.ts'
import { requiredEnv } from '../_shared/required-env.ts'
import { serviceRoleRpc } from '../_shared/service-rpc.ts'

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown }

Deno.serve((request) => {
  const rpc = serviceRoleRpc({
    url: requiredEnv('SUPABASE_URL'),
    serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    fetch: (input, init) => fetch(input, init),
  })
  return handleBookingWebhook(request, {
    secret: (provider) => rpc<string | null>('booking_webhook_secret', { p_provider: provider }),
    record: (provider, bodySha256, event) =>
      rpc<RecordOutcome>('record_booking_event', { p_provider: provider, p_body_sha256: bodySha256, p_event: event }),
    nowSeconds: () => Math.floor(Date.now() / 1000),
  })
})
