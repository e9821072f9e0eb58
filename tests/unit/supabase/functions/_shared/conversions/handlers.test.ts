// The conversion functions' answers before they reach any platform; the same module runs in the Edge Functions under Deno.
import { describe, expect, it } from 'vitest'
import { conversionDeliveryHandler, testConversionHandler } from '../../../../../../supabase/functions/_shared/conversions/handlers'

const env = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' }
const nowhere = () => Promise.reject(new Error('must not reach the database or a platform'))

describe('the conversion delivery function', () => {
  it('runs only for the service role: the public anon key cannot make it send', async () => {
    const handler = conversionDeliveryHandler({ env, fetch: nowhere })
    const asAnon = await handler(new Request('http://fn/deliver-conversions', { method: 'POST', headers: { Authorization: 'Bearer anon' } }))
    expect(asAnon.status).toBe(401)
    const asGet = await handler(new Request('http://fn/deliver-conversions', { headers: { Authorization: 'Bearer service' } }))
    expect(asGet.status).toBe(405)
  })
})

describe('the Send test event function', () => {
  it('asks which platform before anything else', async () => {
    const handler = testConversionHandler({ env, fetch: nowhere })
    const answer = await handler(new Request('http://fn/send-test-conversion', { method: 'POST', body: JSON.stringify({ platform: 'google_ads' }) }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ ok: false, message: 'Say which platform to test: meta, ga4 or linkedin.' })
  })

  it('answers the browser\'s preflight with CORS headers', async () => {
    const answer = await testConversionHandler({ env, fetch: nowhere })(new Request('http://fn/send-test-conversion', { method: 'OPTIONS' }))
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })
})
