/**
 * Which colour classes in a source text are written with Tailwind's raw palette
 * (text-slate-300, bg-white/5, from-cyan-400) and which with the theme's semantic tokens
 * (text-ink-muted, bg-surface-card/60, bg-brand-gradient). Components reach for tokens, so a
 * colour changes in one place (tailwind.config.ts, src/index.css) and the UI stays one design.
 */
import tailwindConfig from '../tailwind.config'

/** Utilities that take a colour: `<utility>-<colour>[/<alpha>]`, with or without a variant. */
const COLOUR_UTILITIES = [
  'bg', 'text', 'border', 'border-[trblxy]', 'from', 'via', 'to', 'ring', 'ring-offset', 'divide', 'outline',
  'fill', 'stroke', 'shadow', 'placeholder', 'decoration', 'caret', 'accent',
].join('|')

/** Tailwind's default palette: any use of these is a raw colour, not a design token. */
const PALETTE = [
  'slate', 'gray', 'zinc', 'neutral', 'stone', 'red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald',
  'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose', 'white', 'black',
]

const RAW = new RegExp(`(?<![\\w-])(?:${COLOUR_UTILITIES})-(?:${PALETTE.join('|')})(?:-\\d{2,3})?(?:/\\d+)?(?![\\w-])`, 'g')

/** The theme's own colour names (tailwind.config.ts), longest first so `ink-muted` wins over `ink`. */
function themeColourNames(): string[] {
  const names: string[] = []
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') names.push(prefix)
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key, inner)
  }
  walk('', tailwindConfig.theme?.extend?.colors)
  return names.sort((a, b) => b.length - a.length)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const TOKEN = new RegExp(
  `(?<![\\w-])(?:(?:${COLOUR_UTILITIES})-(?:${themeColourNames().map(escape).join('|')})(?:/\\d+)?|(?:bg|text)-brand-(?:gradient|wash)(?:-[a-z]+)?)(?![\\w-])`,
  'g',
)

export const rawPaletteClasses = (source: string): string[] => source.match(RAW) ?? []
export const designTokenClasses = (source: string): string[] => source.match(TOKEN) ?? []
