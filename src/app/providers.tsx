import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { seedQueries, type SeededQueries } from '@/lib/query-seed'
import { AppBrowserRouter } from './browser-router'
import { DeferredToaster } from './deferred-toaster'

interface AppProvidersProps {
  children: ReactNode
  /** The router around the app: the browser's address, or a fixed one when prerendering. */
  router?: (children: ReactNode) => ReactNode
  /** Given when prerendering, so the caller can fill it first and read it afterwards. */
  queryClient?: QueryClient
  /** The data a prerendered page was built from: the browser starts from it. */
  seededQueries?: SeededQueries
}

const browserRouter = (children: ReactNode) => <AppBrowserRouter>{children}</AppBrowserRouter>

export function AppProviders({ children, router = browserRouter, queryClient: given, seededQueries }: AppProvidersProps) {
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient()
    if (seededQueries) seedQueries(client, seededQueries)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      {router(
        <>
          {children}
          <DeferredToaster />
        </>,
      )}
    </QueryClientProvider>
  )
}
