/** An auth.users row as the auth routes read it. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  phone: string | null
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  banned_until: Date | null
  is_anonymous: boolean
  created_at: Date | null
  updated_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
}

export const USER_COLUMNS =
  'id, aud, role, email, phone, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, ' +
  'banned_until, is_anonymous, created_at, updated_at, invited_at, confirmation_sent_at, recovery_sent_at'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function appMetadata(user: UserRow): Record<string, unknown> {
  return user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] }
}

/** GoTrue's user object, the `user` of a session and the body of GET /user. */
export function userJson(user: UserRow) {
  const createdAt = iso(user.created_at)
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    // GoTrue leaves these out until the user was invited or sent a link.
    ...(user.invited_at ? { invited_at: iso(user.invited_at) } : {}),
    phone: user.phone ?? '',
    ...(user.confirmation_sent_at ? { confirmation_sent_at: iso(user.confirmation_sent_at) } : {}),
    ...(user.recovery_sent_at ? { recovery_sent_at: iso(user.recovery_sent_at) } : {}),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: user.email_confirmed_at !== null, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: createdAt,
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}
