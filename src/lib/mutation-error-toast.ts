import type { Mutation } from '@tanstack/react-query'
import { ERROR_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { errorMessage } from '@/lib/errors'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * A failed write toasts "Error" with the service's message, or this one when the error
       * carries none. Without it (or with false) the caller shows the failure itself.
       */
      errorToast?: string | false
    }
  }
}

/**
 * The meta of a mutation hook's default error toast: `fallback`, unless the caller passes its
 * own text, or false when it shows the failure itself.
 */
export function errorToastMeta(fallback: string, override?: string | false) {
  return { errorToast: override === undefined ? fallback : override }
}

/**
 * The query client's one place for failed writes. sonner is imported on demand: the public
 * first load goes without it, and the back office that writes has it loaded already.
 */
export function toastMutationError(error: unknown, mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>): Promise<void> | undefined {
  const fallback = mutation.meta?.errorToast
  if (!fallback) return undefined
  return import('sonner').then(({ toast }) => {
    toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, fallback) })
  })
}
