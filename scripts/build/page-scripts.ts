import { createHash } from 'node:crypto'
import { matchesPattern } from '../../src/app/route-match.ts'
import { LANDING_STORAGE_KEY } from '../../src/lib/attribution/landing.ts'
import { CONSENT_STORAGE_KEY } from '../../src/lib/consent/consent-key.ts'

/*
 * The two small scripts a built page runs before the app. The site's Content-Security-Policy
 * runs no inline script but by its hash (scripts/hosting/host-policy.ts), so:
 * - the prerendered pages' start script is inline, and always the same text (each page's files
 *   are in its tag's attributes), so one hash allows it on every page of every build: a file of
 *   its own would be one more request before the largest paint, which Lighthouse measured as
 *   0.1-0.2 of the page's LCP ratio, and 0.5 KB over the home page's JavaScript budget;
 * - the plain app page's first-load script holds the build's route map, so it is a file of its
 *   own, loaded `async` beside the app's entry (no budgeted page loads it).
 * Both are plain ES5: they run before anything else.
 */

/** A script as a file of the build: named by a hash of its content, so it can be cached for good. */
export function scriptAsset(name: string, source: string): { fileName: string; source: string } {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return { fileName: `assets/${name}-${hash}.js`, source }
}

/**
 * On the plain app page (addresses rendered in the browser): fetches the current page's chunk
 * (and what it imports) as `modulepreload` links alongside the app, rather than after it, from
 * the map of route pattern -> built files made at build time, matched with the route table's
 * own matcher (src/app/route-match.ts, written out as source) in the table's order.
 */
export const firstLoadScript = (routes: Array<[pattern: string, files: string[]]>, base: string) => `(function () {
  ${matchesPattern.toString()}
  var routes = ${JSON.stringify(routes)}
  for (var r = 0; r < routes.length; r++) {
    if (!${matchesPattern.name}(routes[r][0], location.pathname)) continue
    for (var f = 0; f < routes[r][1].length; f++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = ${JSON.stringify(base)} + routes[r][1][f]
      document.head.appendChild(link)
    }
    break
  }
})()
`

/** The attributes of the start script's tag: the app's entry, and the files to fetch with it. */
export const START_ENTRY_ATTRIBUTE = 'data-entry'
export const START_PRELOAD_ATTRIBUTE = 'data-preload'

/*
 * On a prerendered page (inline, by hash: see above) the app's code is not even requested
 * before the page is on screen: the HTML is already the page, so a slow phone's bandwidth and
 * main thread go first to showing it (its stylesheet, the images it loads at once, the largest
 * paint among them), then to making it interactive. The app starts once the page has loaded
 * and painted (the paint-timing entry); the entry (its tag's data-entry) and every file the
 * page's route needs (data-preload, space-separated) are then requested together. Background
 * tabs (which do not paint), browsers without paint timing, and a page whose load drags on (a
 * slow video host) start after 3 s anyway. Before all that, when the visitor has allowed a
 * recipient (the stored consent; nothing is written on the device before a choice), it keeps
 * the tab's landing page (address and referrer) for lead attribution, in case the visitor leaves
 * before the app starts (src/lib/attribution/landing.ts).
 */
export const START_SCRIPT = `(function () {
  try {
    var consent = JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}) || 'null')
    var granted = false
    for (var r in (consent && consent.recipients) || {}) granted = granted || consent.recipients[r] === true
    if (granted && !sessionStorage.getItem(${JSON.stringify(LANDING_STORAGE_KEY)})) {
      sessionStorage.setItem(${JSON.stringify(LANDING_STORAGE_KEY)}, JSON.stringify([location.href, document.referrer]))
    }
  } catch (e) {}
  var tag = document.currentScript
  var entry = tag.getAttribute(${JSON.stringify(START_ENTRY_ATTRIBUTE)})
  var files = (tag.getAttribute(${JSON.stringify(START_PRELOAD_ATTRIBUTE)}) || '').split(' ')
  var started = false, loaded = false, painted = false
  function start() {
    if (started) return
    started = true
    for (var i = 0; i < files.length; i++) {
      if (!files[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = files[i]
      document.head.appendChild(link)
    }
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
  }
  function ready() { if (loaded && painted) start() }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) { painted = true; ready() }
    }).observe({ type: 'paint', buffered: true })
  } catch (e) {
    painted = true
  }
  if (document.readyState === 'complete') loaded = true
  else addEventListener('load', function () { loaded = true; ready() })
  ready()
  setTimeout(start, 3000)
})()
`
