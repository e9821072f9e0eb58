import type { Queryable } from './database'

/** The stack's own build hook: a receiver on this machine, or a real host's https hook. */
const STACK_HOOK_URL = /^(http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:[0-9]+)?(\/[^\s']*)?|https:\/\/[^\s/?#']+[^\s']*)$/

/**
 * What the local stack writes at every start, as its own superuser (never through the API):
 *  - the Vault secrets `private.invoke_edge_function` reads (`project_url`: this stack's URL,
 *    whose port changes between starts; `service_role_key`), as a hosted project's operator
 *    creates them once (README: hosted setup);
 *  - unless `productionRules`, the local rules (`applyLocalRules`).
 */
export async function writeStackSettings(
  db: Queryable,
  options: { url: string; serviceRoleKey: string; publishHookUrl: string | null; productionRules: boolean },
): Promise<void> {
  const { rows } = await db.query<{ vault: boolean }>(`select to_regclass('vault.secrets') is not null as vault`)
  if (rows[0]?.vault) {
    await db.query(
      `insert into vault.secrets (name, secret) values ('project_url', $1), ('service_role_key', $2)
       on conflict (name) do update set secret = excluded.secret`,
      [options.url, options.serviceRoleKey],
    )
  }
  if (!options.productionRules) await applyLocalRules(db, options.publishHookUrl)
}

/**
 * The migrations hold the production rules: a webhook receiver is never loopback, and the build
 * hook is the admin's. The local stack replaces exactly the two functions that decide those, after
 * the migrations (never in one, so supabase/schema.sql stays the production schema):
 *  - `private.loopback_receivers_allowed()` answers true: webhook destinations may be plain http
 *    to this machine, so tests deliver to receivers they start;
 *  - `private.effective_build_hook()` falls back to the stack's own hook (PUBLISH_HOOK_URL) when
 *    the admin set none, kept apart from the admin's hook, which must be https.
 * A database migrated before those functions existed is left alone.
 */
export async function applyLocalRules(db: Queryable, publishHookUrl: string | null): Promise<void> {
  if (publishHookUrl !== null && (!STACK_HOOK_URL.test(publishHookUrl) || publishHookUrl.length > 2000)) {
    throw new Error(`PUBLISH_HOOK_URL must be http:// to this machine or https://, got ${publishHookUrl}`)
  }
  const { rows } = await db.query<{ ready: boolean }>(
    `select to_regprocedure('private.loopback_receivers_allowed()') is not null as ready`,
  )
  if (!rows[0]?.ready) return
  // DDL takes no parameters; the URL matched STACK_HOOK_URL, which admits no quote.
  const hook = publishHookUrl === null ? 'null' : `'${publishHookUrl}'`
  await db.exec(`
    create or replace function private.loopback_receivers_allowed()
    returns boolean language sql stable set search_path = ''
    as $local$ select true; $local$;

    create or replace function private.effective_build_hook()
    returns text language sql stable security definer set search_path = ''
    as $local$
      select coalesce((select s.build_hook_url from private.publish_settings s where s.id), ${hook}::text);
    $local$;
  `)
}
