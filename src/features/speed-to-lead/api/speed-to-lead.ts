import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { SPEED_TO_LEAD_MESSAGES as M } from '../model/speed-to-lead-admin-messages'
import { periodArguments, toSpeedToLead, type SpeedPeriod, type SpeedToLead } from '../model/speed-to-lead'

/**
 * The speed-to-lead figures of a period, computed by the database in one call
 * (rpc/speed_to_lead, admins only). Its own message (a period that does not end after its
 * start, P0001) is written for the admin; anything else gets the card's general message.
 */
export async function getSpeedToLead(client: DataClient, period: SpeedPeriod, signal: AbortSignal = NEVER_ABORTED): Promise<SpeedToLead> {
  const { data, error } = await client.rpc('speed_to_lead', periodArguments(period)).abortSignal(signal)
  if (error) throw new ServiceError(error.code === 'P0001' ? error.message : M.load, { code: error.code, cause: error })
  return toSpeedToLead(data)
}
