-- The sender of notification emails is one header line: "Name <address>" or a plain address.
-- It becomes the From header of every notification email, so it may hold no line break, no
-- control character and nothing that ends the header or starts another (a second address,
-- a quoted part, a colon): "Leads\r\nBcc: someone@elsewhere" is refused with a 4xx and not
-- stored. The back office's settings form holds the same pattern (SENDER in
-- src/features/notifications/model/settings-form.ts; tests/database/email-sender-rule.test.ts
-- keeps the two in step).
-- Who may do what: unchanged (admins change the settings row).

alter table public.notification_settings drop constraint notification_settings_email_from_check;

-- A value saved under the old, looser rule that the new one refuses falls back to the
-- delivery function's default sender rather than blocking every later save of the row.
update public.notification_settings
  set email_from = null
  where email_from !~ '^([^\u0001-\u001f\u007f-\u009f"<>@,;:\\\[\]]{1,100} <[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}>|[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})$';

alter table public.notification_settings add constraint notification_settings_email_from_check check (
  char_length(email_from) <= 200
  and email_from ~ '^([^\u0001-\u001f\u007f-\u009f"<>@,;:\\\[\]]{1,100} <[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}>|[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})$'
);
