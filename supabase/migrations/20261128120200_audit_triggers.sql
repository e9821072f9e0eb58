-- The audit triggers: one small function per concern, attached to every table whose changes
-- the trail records. Each runs after the change, in its transaction, so a change and its
-- record commit or roll back together, whichever path (back office, REST, RPC, job) made it.
--   private.audit_row_change      a row's insert, update, delete (settings, destinations,
--                                 conversions); the trigger's arguments say how to read it.
--   private.audit_content_change  a project or post: insert, update, delete, and publish /
--                                 unpublish derived from its publication columns.
--   private.audit_inquiry_change  a lead: status, owner, notes, screening; trash, restore;
--                                 purge (its row deleted: by an admin, erasure or retention).
--   private.audit_consent_withdrawal  a lead's consent withdrawn for a recipient.
--   private.audit_media_change    a file of the site-media bucket uploaded, replaced, deleted.
-- A lead's record holds no personal data: its label is its short reference, and its notes
-- (free text about the person) appear only as "changed".
-- Who may do what: unchanged (the functions are trigger functions, callable by nobody).

-- Arguments: kind, key column (or '=literal'), label column (or '=literal'), fields ('*': all),
-- secret fields, skipped fields (each a comma-separated list).
create function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  source jsonb := coalesce(after, before);
  changes jsonb;
begin
  changes := private.audit_diff(before, after, private.audit_list(tg_argv[3]),
                                private.audit_list(tg_argv[4]), private.audit_list(tg_argv[5]));
  if tg_op = 'UPDATE' and changes = '{}'::jsonb then
    return null;
  end if;
  perform private.audit_write(
    tg_argv[0], lower(tg_op),
    case when tg_argv[1] like '=%' then substring(tg_argv[1] from 2) else source ->> tg_argv[1] end,
    case when tg_argv[2] like '=%' then substring(tg_argv[2] from 2)
         when tg_argv[2] = '' then null else source ->> tg_argv[2] end,
    changes);
  return null;
end;
$$;

-- Argument: kind ('portfolio' or 'blog'). Publication: a row becomes published or scheduled
-- (publish), or stops being either (unpublish); any other edit is an update.
create function private.audit_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  was_public boolean := coalesce(before ->> 'status', 'draft') in ('published', 'scheduled');
  is_public boolean := coalesce(after ->> 'status', 'draft') in ('published', 'scheduled');
  changes jsonb;
  action text := lower(tg_op);
begin
  changes := private.audit_diff(before, after, null, '{}', array['id', 'created_at', 'updated_at']);
  if tg_op = 'UPDATE' then
    if changes = '{}'::jsonb then
      return null;
    end if;
    if is_public and not was_public then
      action := 'publish';
    elsif was_public and not is_public then
      action := 'unpublish';
    end if;
  end if;
  perform private.audit_write(tg_argv[0], action, coalesce(after, before) ->> 'id',
                              coalesce(after, before) ->> 'title', changes);
  return null;
end;
$$;

create function private.audit_inquiry_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := to_jsonb(old);
  after jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) end;
  changes jsonb;
  action text := 'update';
begin
  changes := private.audit_diff(before, after,
    array['status', 'owner_id', 'notes', 'deleted_at', 'screening'], array['notes'], '{}');
  if tg_op = 'DELETE' then
    action := 'purge';
  elsif changes = '{}'::jsonb then
    return null;
  elsif old.deleted_at is null and new.deleted_at is not null then
    action := 'trash';
  elsif old.deleted_at is not null and new.deleted_at is null then
    action := 'restore';
  end if;
  perform private.audit_write('inquiry', action, old.id::text, 'Inquiry ' || left(old.id::text, 8), changes);
  return null;
end;
$$;

-- A withdrawal is logged once per recipient in inquiry_consent_events (by the visitor's link
-- or by an admin recording it); the trail records it against the lead.
create function private.audit_consent_withdrawal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.via = 'visitor' then
    perform private.audit_write('inquiry', 'consent_withdrawal', new.inquiry_id::text,
      'Inquiry ' || left(new.inquiry_id::text, 8),
      jsonb_build_object(new.recipient, jsonb_build_object('before', 'granted', 'after', 'withdrawn')),
      null, null, 'visitor');
  else
    perform private.audit_write('inquiry', 'consent_withdrawal', new.inquiry_id::text,
      'Inquiry ' || left(new.inquiry_id::text, 8),
      jsonb_build_object(new.recipient, jsonb_build_object('before', 'granted', 'after', 'withdrawn')));
  end if;
  return null;
end;
$$;

create function private.audit_media_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  row_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  file jsonb := coalesce(row_after, row_before);
  summary jsonb;
begin
  if file ->> 'bucket_id' is distinct from 'site-media' then
    return null;
  end if;
  summary := private.audit_diff(
    case when row_before is null then null else jsonb_build_object(
      'name', row_before ->> 'name', 'size', row_before #> '{metadata,size}',
      'mimetype', row_before #> '{metadata,mimetype}') end,
    case when row_after is null then null else jsonb_build_object(
      'name', row_after ->> 'name', 'size', row_after #> '{metadata,size}',
      'mimetype', row_after #> '{metadata,mimetype}') end,
    null, '{}', '{}');
  if tg_op = 'UPDATE' and summary = '{}'::jsonb then
    return null;
  end if;
  perform private.audit_write('media', lower(tg_op), file ->> 'name', file ->> 'name', summary);
  return null;
end;
$$;

revoke all on function private.audit_row_change() from public, anon, authenticated;
revoke all on function private.audit_content_change() from public, anon, authenticated;
revoke all on function private.audit_inquiry_change() from public, anon, authenticated;
revoke all on function private.audit_consent_withdrawal() from public, anon, authenticated;
revoke all on function private.audit_media_change() from public, anon, authenticated;

-- Leads.
create trigger customer_inquiries_audit
  after update or delete on public.customer_inquiries
  for each row execute function private.audit_inquiry_change();

create trigger inquiry_consent_events_audit
  after insert on public.inquiry_consent_events
  for each row execute function private.audit_consent_withdrawal();

-- A lead's conversions (and their deal value) are recorded against the lead.
create trigger conversions_audit
  after insert or update or delete on public.conversions
  for each row execute function private.audit_row_change(
    'conversion', 'inquiry_id', 'stage', 'stage,occurred_at,value,currency', '', '');

-- Content.
create trigger portfolios_audit
  after insert or update or delete on public.portfolios
  for each row execute function private.audit_content_change('portfolio');

create trigger blogs_audit
  after insert or update or delete on public.blogs
  for each row execute function private.audit_content_change('blog');

create trigger site_media_audit
  after insert or update or delete on storage.objects
  for each row execute function private.audit_media_change();

-- Settings screens.
create trigger conversion_settings_audit
  after update on public.conversion_settings
  for each row execute function private.audit_row_change(
    'conversion_settings', '=settings', '=Conversion settings', '*', 'feed_token_hint', 'id,updated_at');

create trigger conversion_destinations_audit
  after insert or update or delete on public.conversion_destinations
  for each row execute function private.audit_row_change(
    'conversion_settings', 'platform', 'platform', '*', 'secret,secret_hint',
    'updated_at,attention_since,attention_reason');

create trigger notification_settings_audit
  after insert or update on public.notification_settings
  for each row execute function private.audit_row_change(
    'notification_settings', '=settings', '=Notification settings', '*', 'email_api_key,email_api_key_hint', 'id,updated_at');

create trigger notification_destinations_audit
  after insert or update or delete on public.notification_destinations
  for each row execute function private.audit_row_change(
    'notification_settings', 'id', 'name', '*', 'signing_secret,signing_secret_hint', 'id,created_at,updated_at');

create trigger retention_settings_audit
  after update on public.retention_settings
  for each row execute function private.audit_row_change(
    'privacy_settings', '=retention', '=Retention policy', '*', '', 'id,updated_at');

create trigger privacy_request_settings_audit
  after update on private.privacy_request_settings
  for each row execute function private.audit_row_change(
    'privacy_settings', '=privacy_requests', '=Data-subject request keys', '*', 'email_hash_salt,email_hmac_key', 'singleton');

create trigger publish_settings_audit
  after insert or update on private.publish_settings
  for each row execute function private.audit_row_change(
    'publish_settings', '=settings', '=Publishing settings', '*', 'build_hook_url', 'id,updated_at');

create trigger inquiry_flood_settings_audit
  after insert or update on private.inquiry_flood_settings
  for each row execute function private.audit_row_change(
    'screening_settings', '=flood', '=Flood limits', '*', '', 'singleton');

create trigger client_address_settings_audit
  after insert or update on private.client_address_settings
  for each row execute function private.audit_row_change(
    'screening_settings', '=client_address', '=Client address', '*', '', 'singleton');

create trigger inquiry_screening_settings_audit
  after insert or update on private.inquiry_screening_settings
  for each row execute function private.audit_row_change(
    'screening_settings', '=screening', '=Screening', '*', 'client_hash_salt', 'singleton');
