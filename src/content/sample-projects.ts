import { leadVoice } from './sample-projects/leadvoice'
import { mediConnect } from './sample-projects/mediconnect'
import { shopSphere } from './sample-projects/shopsphere'
import { taskFlow } from './sample-projects/taskflow'
import type { Project } from './types'

/**
 * The four built-in sample projects (full case studies). Their ids are fixed forever:
 * Migrate Static Data and the database seed upsert by id.
 */
export const sampleProjects: readonly Project[] = [shopSphere, mediConnect, taskFlow, leadVoice]
