import { inRange, parseRange, type AddressRange, type ParsedAddress } from './ip-address'
import PROXY_RANGES_TEXT from './proxy-ranges.txt?raw'

/**
 * The address ranges of proxies (Cloudflare's published ranges, a cloud load balancer's), from
 * the data file beside this module, proxy-ranges.txt: each list names its source and the day
 * it was copied. A file that does not parse is refused whole, with the line and what is wrong,
 * so a half-read list never makes a verdict.
 */

export interface ProxyRangeList {
  name: string
  source: string
  checked: string
  ranges: AddressRange[]
}

export class ProxyRangesFileError extends Error {
  override name = 'ProxyRangesFileError'
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export function parseProxyRanges(text: string): ProxyRangeList[] {
  const lists: ProxyRangeList[] = []
  const refuse = (line: number, problem: string): never => {
    throw new ProxyRangesFileError(`The proxy ranges file cannot be read: line ${line}: ${problem}`)
  }
  const finish = (line: number) => {
    const list = lists.at(-1)
    if (!list) return
    if (!list.source) refuse(line, `the list "${list.name}" has no "source:" line.`)
    if (!list.checked) refuse(line, `the list "${list.name}" has no "checked:" date.`)
    if (list.ranges.length === 0) refuse(line, `the list "${list.name}" has no address ranges.`)
  }
  const lines = text.split(/\r?\n/)
  lines.forEach((raw, index) => {
    const number = index + 1
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    const header = /^\[(.+)\]$/.exec(line)
    if (header) {
      finish(number)
      lists.push({ name: header[1]!.trim(), source: '', checked: '', ranges: [] })
      return
    }
    const list = lists.at(-1) ?? refuse(number, `"${line}" comes before any "[name]" line.`)
    const field = /^(source|checked):\s*(.*)$/.exec(line)
    if (field) {
      const value = field[2]!.trim()
      if (field[1] === 'source') list.source = value
      else if (DATE.test(value) && !Number.isNaN(Date.parse(value))) list.checked = value
      else refuse(number, `"${value}" is not a date (YYYY-MM-DD).`)
      return
    }
    list.ranges.push(parseRange(line) ?? refuse(number, `"${line}" is not an address range (address/prefix).`))
  })
  finish(lines.length)
  if (lists.length === 0) refuse(lines.length, 'it holds no list.')
  return lists
}

/** The lists of the file in the repository. */
export const PROXY_RANGES: readonly ProxyRangeList[] = parseProxyRanges(PROXY_RANGES_TEXT)

/** The list an address belongs to, or null. */
export function proxyListOf(address: ParsedAddress, lists: readonly ProxyRangeList[] = PROXY_RANGES): ProxyRangeList | null {
  return lists.find((list) => list.ranges.some((range) => inRange(address, range))) ?? null
}
