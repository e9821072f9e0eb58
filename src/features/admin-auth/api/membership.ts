import { adminClient } from '@/lib/admin-client'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { isMemberRole, type Membership } from '@/hooks/use-admin-role'
import { LOGIN_MESSAGES } from '../model/admin-auth-messages'

/**
 * The signed-in user's membership of the team (rpc/my_membership): their role when they are an
 * active member, null when they are not (never invited, removed or deactivated). An account
 * alone never opens the back office.
 */
export async function fetchMembership(): Promise<Membership | null> {
  const { data, error } = await adminClient.rpc('my_membership')
  if (error) throw new ServiceError(LOGIN_MESSAGES.checkFailed, { code: error.code, cause: error })
  if (data === null) return null
  if (!isRecord(data) || typeof data.user_id !== 'string' || !isMemberRole(data.role)) throw new ServiceError(LOGIN_MESSAGES.checkFailed)
  if (data.active === false) return null
  return {
    userId: data.user_id,
    email: typeof data.email === 'string' ? data.email : '',
    displayName: typeof data.display_name === 'string' ? data.display_name : '',
    role: data.role,
    active: true,
    bookingUrl: typeof data.booking_url === 'string' ? data.booking_url : null,
  }
}
