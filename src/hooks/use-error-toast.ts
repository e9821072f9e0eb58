import { useEffect } from 'react'
import { toast } from 'sonner'
import { ERROR_TOAST_TITLE } from '@/lib/admin-forms/form-messages'

/** Toasts a load failure once while it lasts (the id keeps a re-render from stacking toasts). */
export function useErrorToast(failed: boolean, id: string, description: string) {
  useEffect(() => {
    if (failed) toast.error(ERROR_TOAST_TITLE, { id, description })
  }, [failed, id, description])
}
