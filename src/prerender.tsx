/**
 * Build-time rendering of the public pages whose first screen needs no data (run by
 * scripts/vite-prerender-plugin.ts after the client build, never shipped to the browser).
 * Their HTML arrives ready to paint, so a visitor on a slow phone sees the page before the
 * app's JavaScript has even downloaded; main.tsx then hydrates it. Data the page reads is
 * rendered in its loading state, exactly as the browser's first render shows it.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from './app/app'
import { createQueryClient } from './lib/query-client'

export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PATHS,
  prerenderedFile,
  SPA_FALLBACK_FILE,
} from './app/prerendered-paths'

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient()
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
        />
      </StrictMode>,
      {
        onError(error) {
          throw error
        },
        // Keeps every page section inline: React would otherwise move large ones to the end,
        // revealed by a script a frame later, and the first paint would miss them.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    )
    return await new Response(prelude).text()
  } finally {
    // The loading queries it rendered would otherwise hold the build open until their
    // garbage-collection timers fire.
    queryClient.clear()
  }
}
