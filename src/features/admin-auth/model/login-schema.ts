import { z } from '@/lib/zod'

/** Both fields are required; the Admin ID is the admin's email in Supabase Auth. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Admin ID is required'),
  password: z.string().min(1, 'Password is required'),
})

export type LoginValues = z.infer<typeof loginSchema>
