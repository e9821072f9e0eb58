/**
 * The call-build-hook Edge Function's core, runtime-neutral (index.ts passes Deno's environment,
 * fetch and resolver; the tests pass Node's). It is the only place the build hook is called
 * from: the database queues a publish request and asks for a run; a run claims the queued
 * requests (rpc/claim_build_hook_calls), and for each one checks the hook's address as a
 * webhook's is checked (outbound-target.ts: the URL, then every address its name resolves to,
 * failing closed), POSTs `{reason, requested_at}` without following redirects, and records the
 * outcome (rpc/record_build_hook_call). What the admin reads is the answer's class and a fixed
 * sentence: never the host's answer, never a transport error's text.
 */
import { BUILD_HOOK_RULE_MESSAGES } from '../address-rule.ts'
import { bearerToken, json } from '../http.ts'
import { outboundTargetProblem, type ResolveHost } from '../outbound-target.ts'
import { serviceRoleRpc, type ServiceRpc } from '../service-rpc.ts'

/** How long the host may take to answer. */
export const BUILD_HOOK_TIMEOUT_MS = 10_000

/** The fixed sentences of a call's outcome (the address rule's come from BUILD_HOOK_RULE_MESSAGES). */
export const BUILD_HOOK_CALL_MESSAGES = {
  accepted: 'HTTP 2xx: the host accepted the build.',
  redirect: 'HTTP 3xx: the build hook answered with a redirect; set the address it redirects to.',
  tryLater: 'HTTP 4xx: the host asked to try again later.',
  refused: 'HTTP 4xx: the host refused the build; check the build hook in the publish settings.',
  failed: 'HTTP 5xx: the host failed to start the build.',
  timeout: `No answer from the build hook within ${BUILD_HOOK_TIMEOUT_MS / 1000} s.`,
  unreachable: 'Could not connect to the build hook.',
} as const

/** The sentence for an HTTP answer's status: its class, never its body. */
export function buildHookAnswerMessage(status: number): string {
  if (status >= 200 && status < 300) return BUILD_HOOK_CALL_MESSAGES.accepted
  if (status >= 500) return BUILD_HOOK_CALL_MESSAGES.failed
  if (status === 408 || status === 425 || status === 429) return BUILD_HOOK_CALL_MESSAGES.tryLater
  if (status >= 400) return BUILD_HOOK_CALL_MESSAGES.refused
  if (status >= 300) return BUILD_HOOK_CALL_MESSAGES.redirect
  return BUILD_HOOK_CALL_MESSAGES.refused
}

export interface ClaimedCalls {
  url: string | null
  allow_loopback: boolean
  calls: Array<{ id: string; reason: string; requested_at: string }>
}

export interface CallOutcome {
  succeeded: boolean
  outcome: string
}

export interface BuildHookDeps {
  rpc: ServiceRpc
  fetch: typeof fetch
  resolveHost: ResolveHost
  timeoutMs?: number
}

/** One call to the hook: checked, sent, judged. */
export async function callBuildHook(
  url: string,
  body: { reason: string; requested_at: string },
  allowLoopback: boolean,
  deps: Pick<BuildHookDeps, 'fetch' | 'resolveHost' | 'timeoutMs'>,
): Promise<CallOutcome> {
  const problem = await outboundTargetProblem(url, deps.resolveHost, allowLoopback)
  if (problem) return { succeeded: false, outcome: BUILD_HOOK_RULE_MESSAGES[problem] }
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs ?? BUILD_HOOK_TIMEOUT_MS),
    })
    await response.body?.cancel().catch(() => undefined)
    return { succeeded: response.status >= 200 && response.status < 300, outcome: buildHookAnswerMessage(response.status) }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return { succeeded: false, outcome: timedOut ? BUILD_HOOK_CALL_MESSAGES.timeout : BUILD_HOOK_CALL_MESSAGES.unreachable }
  }
}

/** A run: every queued request claimed, called and recorded. */
export async function runBuildHookCalls(deps: BuildHookDeps): Promise<{ sent: number; failed: number }> {
  const claimed = await deps.rpc<ClaimedCalls>('claim_build_hook_calls', {})
  const summary = { sent: 0, failed: 0 }
  if (!claimed.url) return summary
  for (const call of claimed.calls) {
    const { succeeded, outcome } = await callBuildHook(claimed.url, { reason: call.reason, requested_at: call.requested_at }, claimed.allow_loopback, deps)
    await deps.rpc('record_build_hook_call', { request_id: call.id, succeeded, outcome })
    summary[succeeded ? 'sent' : 'failed'] += 1
  }
  return summary
}

export interface BuildHookHandlerDeps {
  env: Record<string, string | undefined>
  fetch: typeof fetch
  resolveHost: ResolveHost
  timeoutMs?: number
}

/** The function's handler: a run, for the service-role key only (the database asks through pg_net). */
export function buildHookHandler(deps: BuildHookHandlerDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' })
    const url = deps.env.SUPABASE_URL
    const serviceRoleKey = deps.env.SUPABASE_SERVICE_ROLE_KEY
    if (!url || !serviceRoleKey) return json(500, { error: 'The function\'s environment has no SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY.' })
    if (bearerToken(request) !== serviceRoleKey) return json(401, { error: 'Only the service role may call the build hook.' })
    try {
      const rpc = serviceRoleRpc({ url, serviceRoleKey, fetch: deps.fetch })
      const summary = await runBuildHookCalls({ rpc, fetch: deps.fetch, resolveHost: deps.resolveHost, timeoutMs: deps.timeoutMs })
      if (summary.sent + summary.failed > 0) console.info(JSON.stringify(summary))
      return json(200, summary)
    } catch (error) {
      console.error('build hook run failed:', error)
      return json(500, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}
