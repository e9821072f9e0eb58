/**
 * What the notification functions get from Deno: the environment (Supabase's variables and
 * the project's secrets), fetch, DNS resolution (A and AAAA records, for the webhook address
 * check), and, on a developer's machine only (LOCAL_MAIL_DIR set by
 * the local stack), writing email files into the local mailbox folder.
 */
import type { HandlerDeps } from './notifications/handlers.ts'

export function denoDeps(): HandlerDeps {
  const env = Deno.env.toObject()
  const mailDir = env.LOCAL_MAIL_DIR
  return {
    env,
    fetch: (input, init) => fetch(input, init),
    async resolveHost(hostname) {
      const answers = await Promise.allSettled([Deno.resolveDns(hostname, 'A'), Deno.resolveDns(hostname, 'AAAA')])
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
    },
    writeMail: mailDir
      ? async (fileName, contents) => {
        await Deno.mkdir(mailDir, { recursive: true })
        await Deno.writeTextFile(`${mailDir}/${fileName}`, contents)
      }
      : undefined,
  }
}
