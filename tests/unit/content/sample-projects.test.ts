import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import { generateProjectSlug } from '@/lib/projects/project-slug'
import { isUuid } from '@/lib/errors'

describe('the sample projects', () => {
  it('gives every sample project a fixed uuid and the slug the project slug rule makes', () => {
    expect(sampleProjects.length).toBeGreaterThan(0)
    for (const project of sampleProjects) {
      expect(isUuid(project.id)).toBe(true)
      expect(project.slug).toBe(generateProjectSlug(project))
    }
  })
})
