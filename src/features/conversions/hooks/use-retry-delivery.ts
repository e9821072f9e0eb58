import { toast } from 'sonner'
import { useRetryConversionDelivery } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'

/** Queue a rejected delivery again, telling the admin; `pendingId` is the one underway. */
export function useRetryWithToast(inquiryId?: string) {
  const retry = useRetryConversionDelivery(inquiryId)
  return {
    retry: (deliveryId: string) => retry.mutate(deliveryId, { onSuccess: () => toast.success(CONVERSION_MESSAGES.retryQueued) }),
    pendingId: retry.isPending ? retry.variables : null,
  }
}
