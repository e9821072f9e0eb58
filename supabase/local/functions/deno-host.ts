/**
 * Runs one Edge Function under real Deno for the local stack, the way Supabase's edge runtime
 * does: the function's index.ts calls Deno.serve(handler); here that call listens on a free
 * local port instead, and tells the stack which one. Started by runner.ts, never by hand.
 */
type Handler = (request: Request) => Response | Promise<Response>

// runner.ts waits for this line.
const READY_PREFIX = '__local_function_ready__ '

const entry = Deno.env.get('LOCAL_FUNCTION_ENTRY')
if (!entry) throw new Error('LOCAL_FUNCTION_ENTRY is not set')

const realServe = Deno.serve.bind(Deno) as (options: Deno.ServeOptions, handler: Handler) => unknown
let served = false
;(Deno as unknown as { serve: unknown }).serve = (first: Handler | Deno.ServeOptions, second?: Handler) => {
  const handler = typeof first === 'function' ? first : second ?? first.handler
  if (!handler) throw new Error('Deno.serve was called without a handler')
  if (served) throw new Error('A function may call Deno.serve only once')
  served = true
  return realServe({
    port: 0,
    hostname: '127.0.0.1',
    onListen: ({ port }) => console.info(`${READY_PREFIX}${port}`),
  }, handler)
}

await import(entry)
if (!served) throw new Error(`${entry} did not call Deno.serve`)
