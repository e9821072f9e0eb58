import { describe, expect, it } from 'vitest'
import { canGenerateProjectSlug, isSlugLocked, portfolioFormSlug } from '@/features/portfolio-editor/model/portfolio-form-slug'

describe('slug generation and locking', () => {
  const filled = { title: 'Care Portal!', client: 'CarePoint', industry: 'Health Care', technologies: ['React', 'Node.js', 'Go'], slug: '' }

  it('is locked in create mode and editable in edit mode', () => {
    expect(isSlugLocked('create')).toBe(true)
    expect(isSlugLocked('edit')).toBe(false)
  })

  it('in create mode, waits for title, client, industry and a technology', () => {
    expect(canGenerateProjectSlug(filled)).toBe(true)
    expect(portfolioFormSlug('create', { ...filled, client: ' ' })).toBe('')
    expect(portfolioFormSlug('create', { ...filled, industry: '' })).toBe('')
    expect(portfolioFormSlug('create', { ...filled, technologies: [] })).toBe('')
    expect(portfolioFormSlug('create', { ...filled, title: '' })).toBe('')
  })

  it('in create mode, is title, industry and the first two technologies, whatever was typed in the slug', () => {
    expect(portfolioFormSlug('create', { ...filled, slug: 'typed-by-hand' })).toBe('care-portal-health-care-react-nodejs')
  })

  it('is recomputed when a source changes', () => {
    expect(portfolioFormSlug('create', { ...filled, title: 'Care Portal 2' })).toBe('care-portal-2-health-care-react-nodejs')
  })

  it('in edit mode, is what the admin typed (empty means: generate on save)', () => {
    expect(portfolioFormSlug('edit', { ...filled, slug: ' my-slug ' })).toBe('my-slug')
    expect(portfolioFormSlug('edit', { ...filled, slug: '' })).toBe('')
  })
})
