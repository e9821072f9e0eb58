import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import { backOfficeStorageKey } from './back-office-storage'
import type { Database } from './database.types'

/**
 * Where supabase-js keeps the admin's session in localStorage (the back office's signed-in
 * flag); its other keys (a PKCE code verifier, a copy of the user) start with it.
 */
export const ADMIN_AUTH_STORAGE_KEY = backOfficeStorageKey('auth')

/**
 * The back office's client: supabase-js with Auth. Imported only from /admin code, so it
 * lands in the admin's lazy chunk. The session it keeps in localStorage is the admin's
 * "authenticated flag"; signOut() removes it.
 */
export const adminClient: SupabaseClient<Database> = createClient<Database>(
  env.VITE_SUPABASE_URL,
  env.VITE_SUPABASE_ANON_KEY,
  { auth: { persistSession: true, autoRefreshToken: true, storageKey: ADMIN_AUTH_STORAGE_KEY } },
)
