import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { PRERENDERED_ATTRIBUTE } from './app/prerendered-paths'
import { installHistoryBlock } from './lib/history-block'
import './index.css'

// Before the router adds its own listener, so a form with unsaved work can hold Back and Forward.
installHistoryBlock()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// A page built at build time (src/prerender.tsx) is taken over as it is; anything else, or a
// prerendered page served for another address by a misconfigured host, is rendered afresh.
const currentPath = window.location.pathname.replace(/(.)\/+$/, '$1')
if (root.getAttribute(PRERENDERED_ATTRIBUTE) === currentPath) {
  hydrateRoot(root, app)
} else {
  root.replaceChildren()
  createRoot(root).render(app)
}
