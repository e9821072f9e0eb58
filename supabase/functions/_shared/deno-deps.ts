/**
 * What the notification functions get from Deno: the environment (Supabase's variables and
 * the project's secrets), fetch, and, on a developer's machine only (LOCAL_MAIL_DIR set by
 * the local stack), writing email files into the local mailbox folder.
 */
import type { HandlerDeps } from './notifications/handlers.ts'

export function denoDeps(): HandlerDeps {
  const env = Deno.env.toObject()
  const mailDir = env.LOCAL_MAIL_DIR
  return {
    env,
    fetch: (input, init) => fetch(input, init),
    writeMail: mailDir
      ? async (fileName, contents) => {
        await Deno.mkdir(mailDir, { recursive: true })
        await Deno.writeTextFile(`${mailDir}/${fileName}`, contents)
      }
      : undefined,
  }
}
