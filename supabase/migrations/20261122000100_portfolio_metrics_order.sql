-- Key metrics keep the order the admin entered them in. A jsonb object does not keep its
-- keys' order, so metrics are now stored as an array of [label, value] pairs; objects
-- written before this change stay valid (their order is already lost).

alter table public.portfolios drop constraint portfolios_metrics_check;
alter table public.portfolios add constraint portfolios_metrics_check
  check (jsonb_typeof(metrics) in ('object', 'array'));
