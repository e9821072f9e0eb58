/**
 * `npm run preview`: serves the last `npm run build` (dist/) the way a production host
 * should: prerendered pages by address, spa.html for every other address, gzip.
 */
import { existsSync } from 'node:fs'
import { serveBuild } from './static-server'

const port = Number(process.env.PORT) || 4173
if (!existsSync('dist/index.html')) {
  console.error('There is no build to serve: run `npm run build` first.')
  process.exit(1)
}
await serveBuild('dist', port)
console.info(`Serving dist/ on http://127.0.0.1:${port}/`)
