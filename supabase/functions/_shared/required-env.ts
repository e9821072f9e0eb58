/**
 * A setting an Edge Function cannot run without (Supabase sets SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY for every function; secrets come from `supabase secrets set`):
 * a missing one stops the function at its first request with the setting's name.
 */
declare const Deno: { env: { get(name: string): string | undefined } }

export function requiredEnv(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`${name} is not set`)
  return value
}
