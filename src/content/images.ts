export interface ImageSize {
  width: number
  height: number
}

/** Intrinsic sizes of the images shipped in public/, by slot. */
export const IMAGE_SIZES = {
  heroPoster: { width: 1600, height: 900 },
  service: { width: 800, height: 500 },
  project: { width: 1200, height: 750 },
  clientLogo: { width: 160, height: 160 },
  blog: { width: 1200, height: 630 },
  avatar: { width: 96, height: 96 },
  placeholder: { width: 1200, height: 750 },
} as const satisfies Record<string, ImageSize>

/**
 * How wide each image slot is on screen, as an img `sizes` value: with an uploaded image's
 * srcset, the browser then fetches the smallest width that fills the slot.
 */
export const IMAGE_SLOT_SIZES = {
  /** Cards in a 1, 2 then 3 column grid (portfolio, blog, gallery thumbnails). */
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  /** A case study's hero image: half the container from 1024 px up. */
  caseStudyHero: '(min-width: 1024px) 600px, 100vw',
  /** The full-size gallery viewer. */
  viewer: '(min-width: 1152px) 1152px, 100vw',
  /** A post's featured image, as wide as the article (max-w-4xl). */
  postHero: '(min-width: 896px) 896px, 100vw',
  clientLogo: '40px',
  avatar: '64px',
} as const

/** The project image used when a project has none. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg'

const EXACT: Readonly<Record<string, ImageSize>> = {
  '/images/hero-poster.webp': IMAGE_SIZES.heroPoster,
  [PLACEHOLDER_IMAGE]: IMAGE_SIZES.placeholder,
}

const BY_FOLDER: ReadonlyArray<readonly [string, ImageSize]> = [
  ['/images/services/', IMAGE_SIZES.service],
  ['/images/projects/', IMAGE_SIZES.project],
  ['/images/logos/', IMAGE_SIZES.clientLogo],
  ['/images/blog/', IMAGE_SIZES.blog],
  ['/images/avatars/', IMAGE_SIZES.avatar],
]

/**
 * Width and height of a shipped image, for the img width/height attributes
 * (prevents layout shift). Undefined for any other URL, e.g. one an admin entered.
 */
export function imageSize(path: string | undefined): ImageSize | undefined {
  if (!path) return undefined
  const exact = EXACT[path]
  if (exact) return exact
  return BY_FOLDER.find(([folder]) => path.startsWith(folder))?.[1]
}
