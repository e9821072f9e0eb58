import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/config/env'

const valid = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon' }

describe('app settings', () => {
  it('accepts the two required values and drops empty optional ones', () => {
    expect(parseEnv({ ...valid, VITE_GTM_ID: '', VITE_BRAND_NAME: ' Acme ' })).toEqual({ ...valid, VITE_BRAND_NAME: 'Acme' })
  })

  it('names every missing or malformed value', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_CHAT_NUMBER: '12ab' })).toThrow(
      /VITE_SUPABASE_URL: must be the URL[\s\S]*VITE_SUPABASE_ANON_KEY: must be the public anon key[\s\S]*VITE_CHAT_NUMBER/,
    )
  })
})
