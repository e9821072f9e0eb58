import { z } from '@/lib/zod'
import { MEMBER_ROLES } from '@/hooks/use-admin-role'
import { isEmailAddress } from '../../../../supabase/functions/_shared/email-address'

/** The invite dialog's form; the database checks the address and the role again. */
export const inviteFormSchema = z.object({
  email: z.string().trim().min(1, 'Enter an email address.').refine(isEmailAddress, 'Enter a valid email address.'),
  displayName: z.string().trim().min(1, 'Enter a name.').max(200, 'The name can be at most 200 characters.'),
  role: z.enum(MEMBER_ROLES),
  linkIds: z.array(z.string()),
})

export type InviteFormValues = z.infer<typeof inviteFormSchema>

export const EMPTY_INVITE: InviteFormValues = { email: '', displayName: '', role: 'sales', linkIds: [] }
