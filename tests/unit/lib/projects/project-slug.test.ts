import { describe, expect, it } from 'vitest'
import { generateProjectSlug } from '@/lib/projects/project-slug'

describe('project slug', () => {
  it('is title, industry and the first two technologies', () => {
    expect(
      generateProjectSlug({
        title: 'ShopSphere E-commerce Platform',
        industry: 'Retail',
        technologies: ['React', 'Node.js', 'PostgreSQL'],
      }),
    ).toBe('shopsphere-ecommerce-platform-retail-react-nodejs')
  })

  it('works without an industry or with one technology', () => {
    expect(generateProjectSlug({ title: 'Care Portal', technologies: ['Vue'] })).toBe('care-portal-vue')
  })
})
