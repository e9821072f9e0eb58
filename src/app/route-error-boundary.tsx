import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** Changes when the location changes, so a new page gets a fresh start. */
  resetKey: string
  children: ReactNode
}

interface State {
  error: unknown
}

/** Describes what went wrong: the error's status, else its message. */
export function describeRouteError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; statusText?: unknown; message?: unknown }
    if (typeof e.status === 'number') return `${e.status}${typeof e.statusText === 'string' ? ` ${e.statusText}` : ''}`
    if (typeof e.message === 'string' && e.message) return e.message
  }
  return typeof error === 'string' && error ? error : 'Unknown error'
}

/**
 * When a route errors, the page is titled 'Unexpected Application Error!' and shows the
 * error's status or message.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? 'Unknown error' }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed to render', error, info.componentStack)
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-8">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="rounded-md bg-danger-950/50 p-4 font-mono text-danger-200">{describeRouteError(this.state.error)}</p>
        <a href="/" className="text-brand-400 underline underline-offset-4">
          Go to the home page
        </a>
      </main>
    )
  }
}
