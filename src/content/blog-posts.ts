import { aiVoiceAgents } from './blog-posts/ai-voice-agents'
import { fastReactApps } from './blog-posts/fast-react-apps'
import { multiTenantSaas } from './blog-posts/multi-tenant-saas'
import { reactNativeVsFlutter } from './blog-posts/react-native-vs-flutter'
import { shopSphereCaseStudy } from './blog-posts/shopsphere-case-study'
import { techTrends2025 } from './blog-posts/tech-trends-2025'
import type { BlogPost } from './types'

/**
 * The six built-in posts, one per category, placed before database posts in the blog list.
 * Their ids are fixed forever: Migrate Static Data and the database seed upsert by id.
 */
export const builtInPosts: readonly BlogPost[] = [
  fastReactApps,
  aiVoiceAgents,
  reactNativeVsFlutter,
  multiTenantSaas,
  techTrends2025,
  shopSphereCaseStudy,
]
