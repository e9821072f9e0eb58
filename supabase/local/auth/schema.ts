/**
 * The columns of hosted Supabase's auth.users that the email flows use: when a user was
 * invited, and the hashes of the one-time tokens an invite or recovery email carries (GoTrue
 * keeps only the hash; the email holds the link). `if not exists`, so the same SQL adds them
 * to a database created before the stack sent emails.
 */
export const AUTH_EMAIL_COLUMNS_SQL = /* sql */ `
alter table auth.users
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token varchar(255),
  add column if not exists recovery_sent_at timestamptz;
`

export const AUTH_EMAIL_COLUMNS_PRESENT_SQL = /* sql */ `
select exists (
  select from information_schema.columns
   where table_schema = 'auth' and table_name = 'users' and column_name = 'recovery_token'
) as present
`
