import type { Project } from '@/content/types'

/** Every field of a project that can hold an uploaded image, by its label in the form. */
export function projectImageFields(project: Project): Array<{ label: string; value: string | readonly string[] | undefined }> {
  return [
    { label: 'Image', value: project.image },
    { label: 'Client logo', value: project.clientLogo },
    { label: 'Gallery', value: project.gallery },
    { label: 'Social image', value: project.seoImage },
    { label: 'Challenge', value: project.challenge },
    { label: 'Solution', value: project.solution },
  ]
}
