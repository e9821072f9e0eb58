/**
 * What the notification functions get from Deno: the environment (Supabase's variables and
 * the project's secrets), fetch, DNS resolution (A and AAAA records, for the webhook address
 * check, failing closed), and, on a developer's machine only (LOCAL_MAIL_DIR set by
 * the local stack), writing email files into the local mailbox folder.
 */
import type { HandlerDeps } from './notifications/handlers.ts'
import { resolveEveryFamily, type ResolveHost } from './outbound-target.ts'

/**
 * Deno's resolver, failing closed: Deno.resolveDns rejects with Deno.errors.NotFound when a
 * family has no records (NODATA or NXDOMAIN), which is an empty answer; any other error (a
 * server failure, a timeout, a refused query) of either family refuses the send.
 */
export const denoResolveHost: ResolveHost = resolveEveryFamily(
  (hostname, family) => Deno.resolveDns(hostname, family),
  (error) => error instanceof Deno.errors.NotFound,
)

export function denoDeps(): HandlerDeps {
  const env = Deno.env.toObject()
  const mailDir = env.LOCAL_MAIL_DIR
  return {
    env,
    fetch: (input, init) => fetch(input, init),
    resolveHost: denoResolveHost,
    writeMail: mailDir
      ? async (fileName, contents) => {
        await Deno.mkdir(mailDir, { recursive: true })
        await Deno.writeTextFile(`${mailDir}/${fileName}`, contents)
      }
      : undefined,
  }
}
