import { describe, expect, it } from 'vitest'
import { caseStudyLookupSteps, slugToReplaceAddress } from '@/lib/projects/case-study-lookup'

const ID = '3f2b8c1e-6a4d-4e8b-9c2f-1a2b3c4d5e6f'

describe('case study lookup order', () => {
  it('tries only the slug when the address holds no uuid', () => {
    expect(caseStudyLookupSteps('shop-platform-retail')).toEqual([{ by: 'slug', value: 'shop-platform-retail' }])
  })

  it('tries the slug, then the id at the end of the slug', () => {
    expect(caseStudyLookupSteps(`shop-platform-${ID}`)).toEqual([
      { by: 'slug', value: `shop-platform-${ID}` },
      { by: 'id', value: ID },
    ])
  })

  it('tries the slug, then the address as a plain id', () => {
    expect(caseStudyLookupSteps(ID)).toEqual([
      { by: 'slug', value: ID },
      { by: 'id', value: ID },
    ])
  })

  it('never offers a malformed uuid as an id', () => {
    const steps = caseStudyLookupSteps('123')
    expect(steps.filter((s) => s.by === 'id')).toEqual([])
    expect(caseStudyLookupSteps(`x-${ID.slice(0, 30)}`).filter((s) => s.by === 'id')).toEqual([])
  })
})

describe('replacing the address with the slug route', () => {
  it('replaces an id address when the project has a slug', () => {
    expect(slugToReplaceAddress(ID, 'id', { slug: 'shop' })).toBe('shop')
  })

  it('keeps the address when found by slug or when there is no slug', () => {
    expect(slugToReplaceAddress('shop', 'slug', { slug: 'shop' })).toBeNull()
    expect(slugToReplaceAddress(ID, 'id', {})).toBeNull()
  })
})
