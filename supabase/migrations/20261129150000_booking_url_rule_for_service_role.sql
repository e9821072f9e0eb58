-- The booking link CHECK on team_members calls private.booking_url_refusal with the privileges
-- of whoever writes the row. The team RPCs run as the owner, but the service role also writes
-- team_members directly (a project's operator putting a member back, the journeys' set-up), and
-- without this grant every such insert or update failed with "permission denied for function
-- booking_url_refusal", whatever the link. The function only reads its argument.
-- Who may do what: unchanged (the service role writes team_members; API roles still cannot call
-- the rule).

grant execute on function private.booking_url_refusal(text) to service_role;
