import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { matchesPattern } from './route-match'
import type { RouteModule, RouteParams } from './route-module'
import { isEager, ROUTES, type RouteDef } from './route-table'

/*
 * The route modules, found by file name: those in the route table's EAGER_MODULES_FOLDER come
 * with the app (the home page: most visitors land on it), every other page is its own chunk,
 * loaded on demand. import.meta.glob takes only literal patterns, so the folder is written
 * here again (a test keeps the two in step); './routes/*.tsx' does not reach into it.
 */
const eagerModules = import.meta.glob<RouteModule>('./routes/eager/*.tsx', { eager: true })
const lazyModules = import.meta.glob<RouteModule>(['./routes/*.tsx', './admin/admin-app.tsx'])

export interface LoadedRoute {
  def: RouteDef
  Page: ComponentType<{ params: RouteParams }> | LazyExoticComponent<ComponentType<{ params: RouteParams }>>
  /** The module itself (already there for eager routes). */
  load: () => Promise<RouteModule>
}

function loaderFor(def: RouteDef): LoadedRoute {
  const file = `./${def.module}.tsx`
  const eager = eagerModules[file]
  if (eager) return { def, Page: eager.Page, load: () => Promise.resolve(eager) }
  const load = lazyModules[file]
  if (!load) throw new Error(`Route ${def.id}: no module ${file}`)
  return { def, Page: lazy(() => load().then((module) => ({ default: module.Page }))), load }
}

/** One loader per module, shared by the routes that use it (five service pages, one chunk). */
const byModule = new Map<string, LoadedRoute>()
export const LOADED_ROUTES: readonly LoadedRoute[] = ROUTES.map((def) => {
  const shared = byModule.get(def.module)
  const loaded = shared ? { ...shared, def } : loaderFor(def)
  byModule.set(def.module, loaded)
  return loaded
})

/** The route an address shows, in the table's order of precedence. */
export function routeForPath(pathname: string): LoadedRoute | undefined {
  return LOADED_ROUTES.find(({ def }) => matchesPattern(def.pattern, pathname))
}

/** Starts loading the chunk of the page at `pathname` (nothing to do for eager pages). */
export function preloadPath(pathname: string): void {
  const route = routeForPath(pathname)
  if (route && !isEager(route.def)) route.load().catch(() => undefined)
}
