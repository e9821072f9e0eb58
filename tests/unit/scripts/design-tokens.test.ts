import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { designTokenClasses, rawPaletteClasses } from '../../../scripts/design-tokens'

describe('design-token count', () => {
  it('tells raw palette classes from semantic tokens, with variants and opacity', () => {
    const classes = 'text-white hover:bg-white/5 border-slate-900/60 text-ink-muted bg-surface-card/60 border-line hover:bg-brand-gradient-bright text-brand-gradient'
    expect(rawPaletteClasses(classes)).toEqual(['text-white', 'bg-white/5', 'border-slate-900/60'])
    expect(designTokenClasses(classes)).toEqual(['text-ink-muted', 'bg-surface-card/60', 'border-line', 'bg-brand-gradient-bright', 'text-brand-gradient'])
  })

  it('does not take a token for a raw colour (brand-500 is a token, cyan-500 is not)', () => {
    expect(rawPaletteClasses('from-brand-500 to-brand-alt-600 text-danger-300')).toEqual([])
    expect(designTokenClasses('from-cyan-500 text-slate-300')).toEqual([])
  })
})

describe('shared UI primitives', () => {
  const dir = 'src/components/ui'
  const files = readdirSync(dir).filter((name) => /\.tsx?$/.test(name))

  it.each(files)('%s uses semantic colour tokens only', (name) => {
    expect(rawPaletteClasses(readFileSync(join(dir, name), 'utf8'))).toEqual([])
  })
})
