import type { Mutation, QueryClient } from '@tanstack/react-query'
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

/** The one place a failed write is toasted; sonner is loaded on demand (the back office has it). */
export function toastMutationError(error: unknown, mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>): Promise<void> | undefined {
  const fallback = mutation.meta?.errorToast
  if (!fallback) return undefined
  return import('sonner').then(({ toast }) => {
    toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, fallback) })
  })
}

/**
 * Every failed write of `queryClient` toasts the way its hook's meta says, until the returned
 * function is called. The back office installs it (only it writes; the public entry stays small).
 */
export function installMutationErrorToasts(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') void toastMutationError(event.action.error, event.mutation)
  })
}
