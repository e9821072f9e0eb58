// Edge Function: the Conversions screen's Send test event (see _shared/conversions/handlers.ts).
import { testConversionHandler } from '../_shared/conversions/handlers.ts'

Deno.serve(testConversionHandler({ env: Deno.env.toObject(), fetch: (input, init) => fetch(input, init) }))
