-- The currencies a deal value may be given in: the active ISO 4217 codes of national and
-- regional currencies (no funds, precious metals or testing codes, none withdrawn). The back
-- office's picker holds the same codes (src/lib/currencies.ts); a database test keeps the two
-- equal. Every check of a currency in SQL asks private.is_iso_currency.
-- Who may do what: nothing here is reachable through the API.

create table private.iso_currencies (
  code text primary key check (code ~ '^[A-Z]{3}$')
);

alter table private.iso_currencies enable row level security;
revoke all on table private.iso_currencies from public, anon, authenticated, service_role;

insert into private.iso_currencies (code)
select unnest(string_to_array(
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD '
  'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS '
  'GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW '
  'KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR '
  'MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR '
  'SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX '
  'USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG', ' '));

create function private.is_iso_currency(code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.iso_currencies c where c.code = is_iso_currency.code);
$$;

revoke all on function private.is_iso_currency(text) from public, anon, authenticated;
