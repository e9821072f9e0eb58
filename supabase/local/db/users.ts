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

/** Lists the user in public.admins, which is what makes someone an admin (see the migrations). */
export async function grantAdmin(db: Queryable, userId: string): Promise<void> {
  await db.query('insert into public.admins (user_id) values ($1) on conflict do nothing', [userId])
}

export async function createAdminUser(db: Queryable, user: NewAuthUser): Promise<{ id: string; email: string }> {
  const created = await createAuthUser(db, user)
  await grantAdmin(db, created.id)
  return created
}
