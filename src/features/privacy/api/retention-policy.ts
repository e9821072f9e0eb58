import type { RetentionPolicy } from '@/content/privacy-policy'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { PRIVACY_MESSAGES } from '../model/privacy-messages'
import { toRetentionPolicy } from '../model/retention'

/** The retention values in force, as anyone may read them (rpc/retention_policy). */
export async function getRetentionPolicy(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<RetentionPolicy> {
  const { data, error } = await client.rpc('retention_policy').abortSignal(signal)
  const policy = error ? null : toRetentionPolicy(data)
  if (!policy) throw new ServiceError(PRIVACY_MESSAGES.loadPolicy, { code: error?.code, cause: error })
  return policy
}
