-- A destination whose platform refused our credentials or API version is marked "needs
-- attention" once, and admins hear of it once: one email to each enabled email destination
-- of the notifications (event conversion.destination_attention, payload {"platform": ...},
-- no platform text), named after the inquiry whose delivery found it (the outbox keys every
-- notification by an inquiry). The delivery that found it goes back to the queue, its attempt
-- not counted: nothing is lost while the destination waits.
-- Who may do what: the functions run for the service role only (record_conversion_delivery is
-- what the deliver-conversions function calls); admins read the outbox as before.

alter table public.notification_outbox drop constraint notification_outbox_event_check;
alter table public.notification_outbox add constraint notification_outbox_event_check
  check (event in ('inquiry.created', 'inquiry.reminder', 'inquiry.held_digest', 'conversion.destination_attention'));

-- Marks the platform's destination as needing attention unless it already is; only the first
-- mark queues the email.
create function private.flag_conversion_destination(target_platform text, reason text, about_inquiry uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  flagged integer;
begin
  update public.conversion_destinations x
    set attention_since = now(), attention_reason = left(coalesce(reason, 'Unknown error'), 500)
    where x.platform = target_platform and x.attention_since is null;
  get diagnostics flagged = row_count;
  if flagged = 0 or private.notifications_suppressed() then
    return;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select about_inquiry, d.id, d.kind, d.name, 'conversion.destination_attention', jsonb_build_object('platform', target_platform)
    from public.notification_destinations d
    where d.enabled and d.kind = 'email'
    on conflict do nothing;
end;
$$;

revoke all on function private.flag_conversion_destination(text, text, uuid) from public, anon, authenticated;

-- Records one claimed delivery's outcome. accepted (the platform confirmed it) and sent (it
-- took the request but cannot say more: GA4) stamp sent_at with the value sent; rejected
-- keeps the platform's message; retry comes back at retry_at; skipped needs its reason;
-- attention (the platform refused our credentials or version) puts the row back in the queue
-- with the platform's message, its attempt not counted, and flags the destination.
-- Only a row still being sent changes, so a late answer never undoes a later one.
create or replace function public.record_conversion_delivery(
  delivery_id uuid,
  outcome text,
  message text default null,
  retry_at timestamptz default null,
  skip_reason text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_platform text;
  found_inquiry uuid;
begin
  if outcome is null or outcome not in ('accepted', 'sent', 'rejected', 'retry', 'skipped', 'attention') then
    raise exception using errcode = '22023', message = 'The outcome is accepted, sent, rejected, retry, skipped or attention.';
  end if;
  if outcome = 'retry' and retry_at is null then
    raise exception using errcode = '22023', message = 'A retry needs its time.';
  end if;
  if outcome = 'skipped' and skip_reason is null then
    raise exception using errcode = '22023', message = 'A skip needs its reason.';
  end if;
  update public.conversion_deliveries d
    set state = case outcome when 'retry' then 'retrying' when 'attention' then 'queued' else outcome end,
        skip_reason = case when outcome = 'skipped' then record_conversion_delivery.skip_reason end,
        platform_message = case when outcome in ('rejected', 'retry', 'attention') then left(coalesce(message, 'Unknown error'), 500) end,
        attempts = case when outcome = 'attention' then greatest(d.attempts - 1, 0) else d.attempts end,
        next_attempt_at = case when outcome = 'retry' then retry_at else d.next_attempt_at end,
        sent_at = case when outcome in ('accepted', 'sent') then now() else d.sent_at end,
        sent_value = case when outcome in ('accepted', 'sent') then c.value else d.sent_value end,
        sent_currency = case when outcome in ('accepted', 'sent') then c.currency else d.sent_currency end,
        locked_until = null
    from public.conversions c
    where d.id = record_conversion_delivery.delivery_id
      and c.id = d.conversion_id
      and d.state = 'sending'
    returning d.platform, c.inquiry_id into found_platform, found_inquiry;
  if outcome = 'attention' and found_platform is not null then
    perform private.flag_conversion_destination(found_platform, message, found_inquiry);
  end if;
end;
$$;
