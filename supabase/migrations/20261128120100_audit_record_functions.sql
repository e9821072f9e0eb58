-- The pieces every audit trigger shares: who is acting, what changed between two versions of a
-- row, and the one insert into public.audit_events. The triggers themselves (one function per
-- concern) are in 20261128120200 and after.
-- Who may do what: none of these is callable through the API (revoked from every API role);
-- they run inside the triggers, as the table owner.

-- The member acting: auth.uid() of the request (PostgREST and Storage put the caller's claims
-- in request.jwt.claims; a security definer function still sees them), and their email as it
-- is now, which the trail keeps as it was. No uid: the system (service role, pg_cron).
create function private.audit_actor(out actor_id uuid, out actor_label text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  actor_id := auth.uid();
  if actor_id is null then
    actor_label := 'system';
    return;
  end if;
  select coalesce(u.email, actor_id::text) into actor_label from auth.users u where u.id = actor_id;
  actor_label := coalesce(actor_label, actor_id::text);
end;
$$;

-- A value as the trail stores it: long texts (a post's body, a case study's solution) are cut
-- to their first 500 characters, so a row stays small whatever was edited.
create function private.audit_value(v jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when v is null then 'null'::jsonb
    when jsonb_typeof(v) = 'string' and char_length(v #>> '{}') > 500
      then to_jsonb(left(v #>> '{}', 500) || '…')
    when jsonb_typeof(v) in ('object', 'array') and char_length(v::text) > 500
      then to_jsonb(left(v::text, 500) || '…')
    else v
  end;
$$;

-- {field: {before, after}} for every field whose value differs between two versions of a row
-- (before null: an insert; after null: a delete). fields: only these (null: all); secrets: shown
-- only as "changed"; skip: never (timestamps the database stamps itself).
create function private.audit_diff(before jsonb, after jsonb, fields text[], secrets text[], skip text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(k,
           case when k = any(coalesce(secrets, '{}')) then to_jsonb('changed'::text)
                else jsonb_build_object('before', private.audit_value(before -> k),
                                        'after', private.audit_value(after -> k)) end), '{}'::jsonb)
  from (select jsonb_object_keys(coalesce(before, '{}'::jsonb)) as k
        union
        select jsonb_object_keys(coalesce(after, '{}'::jsonb))) keys
  where (fields is null or k = any(fields))
    and not (k = any(coalesce(skip, '{}')))
    and (before -> k) is distinct from (after -> k)
    and not (before is null and coalesce(after -> k, 'null'::jsonb) = 'null'::jsonb);
$$;

-- A comma-separated trigger argument as an array ('' -> empty; '*' -> null, meaning all).
create function private.audit_list(arg text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when arg = '*' then null
              when coalesce(arg, '') = '' then '{}'::text[]
              else string_to_array(replace(arg, ' ', ''), ',') end;
$$;

-- The one way a row gets into the trail.
create function private.audit_write(
  kind text, action text, record_id text, record_label text, changes jsonb,
  network text default null, actor_id uuid default null, actor_label text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who record;
begin
  if actor_label is null then
    select * into who from private.audit_actor();
    actor_id := who.actor_id;
    actor_label := who.actor_label;
  end if;
  insert into public.audit_events (actor_id, actor_label, kind, action, record_id, record_label, changes, network)
  values (actor_id, left(actor_label, 320), kind, action, left(record_id, 1100), left(record_label, 300),
          coalesce(changes, '{}'::jsonb), network);
end;
$$;

-- The client's network as the trail keeps it: an IPv4 address's /24, an IPv6 address's /48
-- (an IPv4-mapped IPv6 address counts as IPv4); anything else (empty, unparsable): null.
create function private.audit_network(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  ip inet;
begin
  begin
    ip := nullif(btrim(coalesce(address, '')), '')::inet;
  exception when others then
    return null;
  end;
  if ip is null then
    return null;
  end if;
  if family(ip) = 6 and host(ip) ~* '^::ffff:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' then
    ip := substring(host(ip) from 8)::inet;
  end if;
  return network(set_masklen(ip, case when family(ip) = 4 then 24 else 48 end))::text;
end;
$$;

revoke all on function private.audit_actor() from public, anon, authenticated;
revoke all on function private.audit_value(jsonb) from public, anon, authenticated;
revoke all on function private.audit_diff(jsonb, jsonb, text[], text[], text[]) from public, anon, authenticated;
revoke all on function private.audit_list(text) from public, anon, authenticated;
revoke all on function private.audit_write(text, text, text, text, jsonb, text, uuid, text) from public, anon, authenticated;
revoke all on function private.audit_network(text) from public, anon, authenticated;
