// Edge Function: sends due inquiry notifications (see _shared/notifications/handlers.ts).
import { deliveryHandler } from '../_shared/notifications/handlers.ts'
import { denoDeps } from '../_shared/deno-deps.ts'

Deno.serve(deliveryHandler(denoDeps()))
