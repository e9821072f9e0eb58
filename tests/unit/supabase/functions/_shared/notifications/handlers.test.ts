// The delivery code under Node (the delivery function's answers); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { deliveryHandler } from '../../../../../../supabase/functions/_shared/notifications/handlers'

describe('the delivery function', () => {
  it('runs only for the service role: the public anon key cannot make it send', async () => {
    const handler = deliveryHandler({
      env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' },
      fetch: () => Promise.reject(new Error('must not reach the database')),
      resolveHost: () => Promise.reject(new Error('must not resolve anything')),
    })
    const asAnon = await handler(new Request('http://fn/deliver-notifications', { method: 'POST', headers: { Authorization: 'Bearer anon' } }))
    expect(asAnon.status).toBe(401)
    const asGet = await handler(new Request('http://fn/deliver-notifications', { headers: { Authorization: 'Bearer service' } }))
    expect(asGet.status).toBe(405)
  })
})
