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

/** The project image used when a project has none (spec: display defaults). */
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
