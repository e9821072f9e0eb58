import { z } from '@/lib/zod'
import { ACCOUNT_MESSAGES } from './admin-auth-messages'

/**
 * The shortest password Supabase Auth accepts for this project (`[auth] minimum_password_length`
 * in supabase/config.toml; a test keeps the two equal). The form says so before the server does.
 */
export const PASSWORD_MIN_LENGTH = 8
/** bcrypt reads 72 bytes; Supabase Auth refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 72

/** A new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH))
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: ACCOUNT_MESSAGES.passwordsDiffer })

export type NewPasswordValues = z.infer<typeof newPasswordSchema>

/** "Forgot password?": an address; whether it has an account is for the server to know, not to say. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().max(254, ACCOUNT_MESSAGES.emailInvalid).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ACCOUNT_MESSAGES.emailInvalid),
})

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>
