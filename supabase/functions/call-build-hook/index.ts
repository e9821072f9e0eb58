// Edge Function: calls the host's build hook for queued publish requests (see _shared/publishing/build-hook.ts).
import { denoResolveHost } from '../_shared/deno-deps.ts'
import { buildHookHandler } from '../_shared/publishing/build-hook.ts'

Deno.serve(buildHookHandler({ env: Deno.env.toObject(), fetch: (input, init) => fetch(input, init), resolveHost: denoResolveHost }))
