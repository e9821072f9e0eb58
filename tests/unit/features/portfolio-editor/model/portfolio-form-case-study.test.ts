import { describe, expect, it } from 'vitest'
import { caseStudiesOf, yesNo } from '@/features/portfolio-editor/model/portfolio-form-case-study'

describe('case studies list', () => {
  it('holds only projects with both a challenge and a solution', () => {
    const projects = [
      { id: 'both', challenge: 'c', solution: 's' },
      { id: 'no-solution', challenge: 'c', solution: ' ' },
      { id: 'no-challenge', challenge: undefined, solution: 's' },
    ]
    expect(caseStudiesOf(projects).map((p) => p.id)).toEqual(['both'])
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No'])
  })
})
