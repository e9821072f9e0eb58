import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { DeferredToaster } from './deferred-toaster'

interface AppProvidersProps {
  children: ReactNode
  /** The router around the app: the browser's address, or a fixed one when prerendering. */
  router?: (children: ReactNode) => ReactNode
  /** Given when prerendering, so the caller can clear it (and its timers) afterwards. */
  queryClient?: QueryClient
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>

export function AppProviders({ children, router = browserRouter, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient())
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
