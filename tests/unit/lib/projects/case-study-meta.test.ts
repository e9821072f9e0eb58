import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import { caseStudyDescription, caseStudyTitle } from '@/lib/projects/case-study-meta'

describe('case study title and description', () => {
  it('names the project, Case Study and the brand', () => {
    expect(caseStudyTitle({ title: 'ShopSphere' }, 'NexaLabs')).toBe('ShopSphere | Case Study | NexaLabs')
  })

  it('builds the description from description, technologies, client and industry, within 160 characters', () => {
    const [shop] = sampleProjects
    const description = caseStudyDescription(shop!)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toContain('React, Node.js')
    expect(description).toContain('Urban Threads Co.')
    expect(description).toContain('Retail')
    expect(description.startsWith('A headless e-commerce platform')).toBe(true)
  })

  it('uses the display defaults for a missing client and industry', () => {
    expect(caseStudyDescription({ description: 'Short.', technologies: [], client: undefined, industry: undefined })).toBe(
      'Short. Client: Client. Industry: Technology.',
    )
  })
})
