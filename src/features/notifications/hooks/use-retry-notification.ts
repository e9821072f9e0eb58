import { toast } from 'sonner'
import { ServiceError } from '@/lib/errors'
import { useRetryNotification } from '../api/notification-queries'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'

/** Retry a failed notification, telling the admin how it went; `pendingId` is the one underway. */
export function useRetryWithToast(inquiryId: string | null) {
  const retry = useRetryNotification(inquiryId)
  return {
    retry: (notificationId: string) =>
      retry.mutate(notificationId, {
        onSuccess: () => toast.success(NOTIFICATION_MESSAGES.retryQueued),
        onError: (error) => toast.error(error instanceof ServiceError ? error.message : NOTIFICATION_MESSAGES.retry),
      }),
    pendingId: retry.isPending ? retry.variables : null,
  }
}
