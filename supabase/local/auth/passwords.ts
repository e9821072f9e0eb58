import type { Queryable } from '../db/database'

/** Compares a password with a stored bcrypt hash. Injected into the auth routes, so a test can watch it. */
export type PasswordCheck = (db: Queryable, password: string, hash: string) => Promise<boolean>

/** bcrypt through pgcrypto, the way the hashes in auth.users were made. */
export const checkPasswordWithPgcrypto: PasswordCheck = async (db, password, hash) => {
  const result = await db.query<{ matches: boolean }>('select extensions.crypt($1, $2) = $2 as matches', [password, hash])
  return result.rows[0]?.matches === true
}

/**
 * What a sign-in for an unknown email is compared against, so it costs one bcrypt comparison
 * like a wrong password does and the answer's timing does not tell which emails have accounts.
 * The hash of a random string nobody kept, at the cost `gen_salt('bf')` gives real passwords
 * (6); nothing can sign in with it, because it is only used when no user was found.
 */
export const DUMMY_PASSWORD_HASH = '$2a$06$zgmRaQkl/j/N.5iy/cOsP.KbfPHJVTJzpIijM/LHOD2p4mr6HEnj.'
