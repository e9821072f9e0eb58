-- What an inquiry keeps about the browser it came from, for the ad platforms' matching:
--   client_user_agent  the browser's user agent (Meta's website events ask for it);
--   ga_client_id       Google Analytics' client id from the _ga cookie (GA4 attributes a lead
--                      event to it), kept only when the visitor granted analytics consent.
-- Both are written by public.submit_inquiry only. Who may do what: unchanged (the table's
-- policies: admins read and manage inquiries; nobody else reads them).

alter table public.customer_inquiries
  add column client_user_agent text check (char_length(client_user_agent) <= 512),
  add column ga_client_id text check (char_length(ga_client_id) <= 64 and ga_client_id ~ '^\d+\.\d+$');
