// Edge Function: sends due conversions to Meta, GA4 and LinkedIn (see _shared/conversions/handlers.ts).
import { conversionDeliveryHandler } from '../_shared/conversions/handlers.ts'

Deno.serve(conversionDeliveryHandler({ env: Deno.env.toObject(), fetch: (input, init) => fetch(input, init) }))
