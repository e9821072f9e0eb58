import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { NOT_FOUND_PATH, PRERENDERED_ATTRIBUTE } from './app/route-table'
import { keepBuiltHead } from './lib/head/use-head'
import { readSeededQueries } from './lib/query-seed'
import { installHistoryBlock } from './lib/history-block'
import './index.css'

// Before the router adds its own listener, so a form with unsaved work can hold Back and Forward.
installHistoryBlock()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A page built at build time (src/prerender.tsx) is taken over as it is, starting from the data
// it was built from. The not-found page is the same at every address a host answers with it.
// Anything else (the plain app page, or a page a misconfigured host serves for another
// address) is rendered afresh.
const currentPath = window.location.pathname.replace(/(.)\/+$/, '$1')
const builtFor = root.getAttribute(PRERENDERED_ATTRIBUTE)
if (builtFor === currentPath || builtFor === NOT_FOUND_PATH) {
  const seededQueries = readSeededQueries(document)
  keepBuiltHead()
  hydrateRoot(
    root,
    <StrictMode>
      <App seededQueries={seededQueries} />
    </StrictMode>,
  )
} else {
  root.replaceChildren()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
