import type { Database } from './database'

/**
 * What the local stack writes at every start, as its own superuser (never through the API):
 *  - the Vault secrets `private.invoke_edge_function` reads (`project_url`: this stack's URL,
 *    whose port changes between starts; `service_role_key`), as a hosted project's operator
 *    creates them once (README: hosted setup);
 *  - `private.local_stack_settings`: webhook destinations may be plain http to this machine, so
 *    tests deliver to receivers they start, and its own build hook receiver (PUBLISH_HOOK_URL),
 *    kept apart from the https hook an admin sets. A database migrated by another checkout may
 *    not have the table yet.
 */
export async function writeStackSettings(
  db: Database,
  options: { url: string; serviceRoleKey: string; publishHookUrl: string | null },
): Promise<void> {
  const { rows } = await db.query<{ vault: boolean; local: boolean }>(
    `select to_regclass('vault.secrets') is not null as vault, to_regclass('private.local_stack_settings') is not null as local`,
  )
  if (rows[0]?.vault) {
    await db.query(
      `insert into vault.secrets (name, secret) values ('project_url', $1), ('service_role_key', $2)
       on conflict (name) do update set secret = excluded.secret`,
      [options.url, options.serviceRoleKey],
    )
  }
  if (rows[0]?.local) {
    await db.query(
      `update private.local_stack_settings set loopback_receivers = true, build_hook_url = $1, updated_at = now() where id`,
      [options.publishHookUrl],
    )
  }
}
