import type { Queryable } from './database'

export interface NewAuthUser {
  email: string
  password: string
  userMetadata?: Record<string, unknown>
}

/**
 * Adds a confirmed email/password user to auth.users, hashing the password with bcrypt
 * (pgcrypto), as GoTrue stores it. Emails are kept lower-case, as GoTrue does.
 */
export async function createAuthUser(db: Queryable, user: NewAuthUser): Promise<{ id: string; email: string }> {
  const email = user.email.trim().toLowerCase()
  const result = await db.query<{ id: string; email: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf')), now(), $3::jsonb)
     returning id, email`,
    [email, user.password, JSON.stringify(user.userMetadata ?? {})],
  )
  const row = result.rows[0]
  if (!row) throw new Error(`Could not create the user ${email}`)
  return row
}

export type TeamRole = 'admin' | 'editor' | 'sales'

/**
 * Lists the user in public.team_members with a role (an active member), which is what lets
 * someone into the back office (see the migrations). The display name defaults to the
 * address's local part, as the team screen's invitations do.
 */
export async function grantMembership(db: Queryable, userId: string, role: TeamRole, displayName?: string): Promise<void> {
  await db.query(
    `insert into public.team_members (user_id, email, display_name, role)
     select u.id, u.email, coalesce($3, split_part(u.email, '@', 1)), $2 from auth.users u where u.id = $1
     on conflict (user_id) do update set role = excluded.role`,
    [userId, role, displayName ?? null],
  )
}

/** Makes the user an active admin (see grantMembership). */
export async function grantAdmin(db: Queryable, userId: string): Promise<void> {
  await grantMembership(db, userId, 'admin')
}

export async function createMemberUser(db: Queryable, user: NewAuthUser, role: TeamRole): Promise<{ id: string; email: string }> {
  const created = await createAuthUser(db, user)
  await grantMembership(db, created.id, role)
  return created
}

export async function createAdminUser(db: Queryable, user: NewAuthUser): Promise<{ id: string; email: string }> {
  return createMemberUser(db, user, 'admin')
}
