import { MutationObserver } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from '@/lib/errors'
import { errorToastMeta, installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { createQueryClient } from '@/lib/query-client'

const toastError = vi.hoisted(() => vi.fn())
vi.mock('sonner', () => ({ toast: { error: toastError } }))

/** Runs one failing write through the app's query client, as a mutation hook would. */
async function failWrite(error: Error, meta?: ReturnType<typeof errorToastMeta>) {
  const queryClient = createQueryClient()
  const uninstall = installMutationErrorToasts(queryClient)
  const observer = new MutationObserver(queryClient, { mutationFn: () => Promise.reject(error), meta, retry: false })
  await expect(observer.mutate()).rejects.toBe(error)
  uninstall()
  // The toast waits for sonner's on-demand import.
  await vi.dynamicImportSettled()
}

describe('a failed write’s default error toast', () => {
  beforeEach(() => toastError.mockClear())

  it('says "Error" with the service’s message', async () => {
    await failWrite(new ServiceError('This slug is already taken.'), errorToastMeta('Something went wrong. Please try again.'))
    expect(toastError).toHaveBeenCalledExactlyOnceWith('Error', { description: 'This slug is already taken.' })
  })

  it('falls back to the hook’s message when the error carries none for the user', async () => {
    await failWrite(new TypeError('Failed to fetch'), errorToastMeta('Failed to delete blog post. Please try again.'))
    expect(toastError).toHaveBeenCalledExactlyOnceWith('Error', { description: 'Failed to delete blog post. Please try again.' })
  })

  it('uses the caller’s text over the hook’s', async () => {
    await failWrite(new TypeError('Failed to fetch'), errorToastMeta('Failed to delete blog post. Please try again.', 'Could not delete.'))
    expect(toastError).toHaveBeenCalledExactlyOnceWith('Error', { description: 'Could not delete.' })
  })

  it('stays silent when the caller shows the failure itself, or the write declares no toast', async () => {
    await failWrite(new ServiceError('Taken'), errorToastMeta('Failed to save salesperson', false))
    await failWrite(new ServiceError('Taken'))
    expect(toastError).not.toHaveBeenCalled()
  })
})
