-- What the booking webhook received: the SHA-256 of each accepted delivery's body, per tool, so
-- the same delivery sent again (a tool's retry, or someone replaying a signed body) is
-- acknowledged and changes nothing. The digest says nothing about the person without the body.
-- Who may do what: nobody through the API; written only by public.record_booking_event.

create table private.booking_webhook_deliveries (
  provider text not null check (provider in ('cal.com', 'calendly')),
  body_sha256 text not null check (body_sha256 ~ '^[0-9a-f]{64}$'),
  received_at timestamptz not null default now(),
  primary key (provider, body_sha256)
);

alter table private.booking_webhook_deliveries enable row level security;
revoke all on table private.booking_webhook_deliveries from public, anon, authenticated, service_role;
