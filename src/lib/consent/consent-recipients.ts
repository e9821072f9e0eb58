import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { toRecipientIds, type RecipientId } from './recipients'

/**
 * The recipients the back office sends data to, as anyone may read them
 * (rpc/consent_recipients): the build reads them and publishes them with the site.
 */
export async function getConsentRecipients(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<RecipientId[]> {
  const { data, error } = await client.rpc('consent_recipients').abortSignal(signal)
  if (error) throw new Error(`rpc/consent_recipients: ${error.message}`, { cause: error })
  return toRecipientIds(Array.isArray(data) ? data : [])
}
