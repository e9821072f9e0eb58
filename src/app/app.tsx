import type { ComponentProps } from 'react'
import { AppProviders } from './providers'
import { AppRouter } from './router'

export function App(props: Omit<ComponentProps<typeof AppProviders>, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppRouter />
    </AppProviders>
  )
}
