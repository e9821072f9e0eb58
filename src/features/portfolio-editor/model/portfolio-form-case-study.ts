import type { Project } from '@/content/types'

const hasText = (value: string | undefined) => (value ?? '').trim() !== ''

export const hasChallenge = (project: Pick<Project, 'challenge'>) => hasText(project.challenge)
export const hasSolution = (project: Pick<Project, 'solution'>) => hasText(project.solution)

/** The case studies list holds projects with both challenge and solution. */
export function caseStudiesOf<T extends Pick<Project, 'challenge' | 'solution'>>(projects: readonly T[]): T[] {
  return projects.filter((project) => hasChallenge(project) && hasSolution(project))
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
