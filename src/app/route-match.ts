/**
 * Whether an address matches a route pattern, as react-router matches the patterns of the
 * route table: segment by segment, case-insensitive, an optional trailing slash, ':name' is one
 * non-empty (decodable) segment, a trailing '*' matches any rest.
 *
 * One self-contained function with no imports: the static server and the host rules call it,
 * and the first-load plugin writes its source into the page, so all of them agree with the
 * router (a test holds it to react-router's own matching).
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/')
  let have = path.replace(/\/+$/, '').split('/')
  if (have.length === 1) have = ['', '']
  if (want[want.length - 1] === '*') {
    want.pop()
    if (have.length < want.length) return false
  } else if (have.length !== want.length) {
    return false
  }
  for (let i = 1; i < want.length; i++) {
    if (want[i].charAt(0) === ':') {
      if (!have[i]) return false
      try {
        decodeURIComponent(have[i])
      } catch {
        return false
      }
    } else if (want[i].toLowerCase() !== have[i].toLowerCase()) {
      return false
    }
  }
  return true
}
