-- The secret of the Google Ads feed: a long random token an admin makes (and remakes, which
-- ends the old one), shown once in full. Only its SHA-256 is kept (private.conversion_feed_token),
-- with a hint of it in conversion_settings so the screen can say which one is in force.
-- Who may do what: admins make a new token; nobody reads one back.

create function public.regenerate_conversion_feed_token()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text;
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may make a feed token.';
  end if;
  -- 48 bytes from three strong-random UUIDs (366 random bits), URL-safe base64 without
  -- padding: 64 characters that travel in a path or a password unescaped.
  token := translate(encode(decode(
             replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
             'hex'), 'base64'), E'+/=\n', '-_');
  update private.conversion_feed_token
     set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'), updated_at = now();
  update public.conversion_settings set feed_token_hint = left(token, 4) || '…' || right(token, 4);
  return token;
end;
$$;

revoke all on function public.regenerate_conversion_feed_token() from public, anon;
grant execute on function public.regenerate_conversion_feed_token() to authenticated;

-- Whether a token is the one in force (false for null, an empty one, or when none was made).
create function private.is_conversion_feed_token(token text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select t.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex') from private.conversion_feed_token t),
    false)
    and coalesce(token, '') <> '';
$$;

revoke all on function private.is_conversion_feed_token(text) from public, anon, authenticated;
