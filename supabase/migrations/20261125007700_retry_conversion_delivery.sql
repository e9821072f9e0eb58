-- An admin's retry of a delivery to an ad platform that was rejected, or that keeps failing
-- and waits for its next attempt: back to queued, attempts from zero, and a delivery run asked
-- for now. Google Ads rows are never retried: Google fetches the feed again by itself.
-- Who may do what: admins only (execute revoked from visitors; non-admins are refused).

create function public.retry_conversion_delivery(delivery_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may retry a delivery.';
  end if;
  update public.conversion_deliveries d
     set state = 'queued', attempts = 0, next_attempt_at = now(), locked_until = null, platform_message = null
   where d.id = retry_conversion_delivery.delivery_id
     and d.platform <> 'google_ads'
     and d.state in ('rejected', 'retrying');
  if not found then
    raise exception using errcode = '22023', message = 'Only a rejected or failing delivery can be retried.';
  end if;
  perform private.invoke_edge_function('deliver-conversions');
end;
$$;

revoke all on function public.retry_conversion_delivery(uuid) from public, anon;
grant execute on function public.retry_conversion_delivery(uuid) to authenticated;
