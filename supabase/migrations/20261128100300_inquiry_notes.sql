-- Notes on a lead: what whoever follows it up wants to remember (the owner or an admin).
-- Plain text, never sent anywhere.

alter table public.customer_inquiries
  add column notes text not null default '' check (char_length(notes) <= 5000);
