// Projects and posts as the database returns them, each with its own id, for model tests.
import type { BlogPost, Project } from '@/content/types'

let projectCount = 0
export function project(overrides: Partial<Project> = {}): Project {
  projectCount += 1
  return {
    id: `00000000-0000-4000-8000-${String(projectCount).padStart(12, '0')}`,
    title: `Project ${projectCount}`,
    description: 'A project.',
    technologies: [],
    metrics: [],
    detailedMetrics: [],
    features: [],
    approach: [],
    techStack: [],
    gallery: [],
    serviceId: 'web-apps',
    ...overrides,
  }
}

let postCount = 0
export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  postCount += 1
  return {
    id: `10000000-0000-4000-8000-${String(postCount).padStart(12, '0')}`,
    slug: `post-${postCount}`,
    title: `Post ${postCount}`,
    excerpt: 'An excerpt.',
    content: 'Body',
    author: { name: 'Jane Doe' },
    publishedDate: '2025-05-01T00:00:00.000Z',
    category: 'General',
    tags: [],
    readingTime: 5,
    featured: false,
    ...overrides,
  }
}

/** A post stored in the database (not one of the built-in posts). */
export function dbPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '7b0d7c2e-2f51-4f7e-9a55-1f6d7f0e9a01',
    slug: 'stored-post-general-2025',
    title: 'Stored Post',
    excerpt: 'From the database.',
    content: 'First paragraph.\n\nSecond paragraph.',
    author: { name: 'Ann Admin' },
    publishedDate: '2025-07-01T00:00:00.000Z',
    category: 'General',
    tags: ['One', 'Two', 'Three'],
    readingTime: 5,
    featured: false,
    ...overrides,
  }
}
