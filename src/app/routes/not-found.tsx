import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { pageTitle } from '@/config/brand'
import { requestedPath } from '@/lib/not-found'
import { useHead } from '@/lib/head/use-head'

/** '404 Oops! Page not found' with a link home; the requested path is logged for diagnosis. */
export function Page() {
  const location = useLocation()
  useHead({
    title: pageTitle('Page not found'),
    description: 'The page you are looking for does not exist.',
    noindex: true,
  })
  const path = requestedPath(location.state, location.pathname)
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path)
  }, [path])
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-24">
      <div className="text-center">
        <h1 className="mb-4 text-6xl font-bold">404</h1>
        <p className="mb-6 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link
          to="/"
          className="rounded-sm text-brand-400 underline underline-offset-4 hover:text-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Return to Home
        </Link>
      </div>
    </section>
  )
}
