// Edge Function: the back office's Send test (see _shared/notifications/handlers.ts).
import { testSendHandler } from '../_shared/notifications/handlers.ts'
import { denoDeps } from '../_shared/deno-deps.ts'

Deno.serve(testSendHandler(denoDeps()))
