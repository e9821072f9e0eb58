/** Lets keyboard users jump past the header to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        // The router owns the address: move focus without adding a hash to it.
        event.preventDefault()
        const target = document.getElementById(targetId)
        target?.focus()
        target?.scrollIntoView()
      }}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  )
}
