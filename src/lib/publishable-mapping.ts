import type { Publishable } from '@/content/types'
import { isPublicationState } from '@/content/types'
import type { PublishableColumns } from './database-rows'
import { optionalText } from './json'

/*
 * The publication and search columns, which portfolios and blogs share, mapped in one place
 * for both entities' mappings.
 */

export function toPublishable(row: Partial<PublishableColumns>): Publishable {
  return {
    // A row from before the state existed is published (the migration's default).
    status: isPublicationState(row.status) ? row.status : 'published',
    publishAt: optionalText(row.publish_at),
    seoTitle: optionalText(row.seo_title),
    seoDescription: optionalText(row.seo_description),
    seoImage: optionalText(row.seo_image),
  }
}

/**
 * The columns to write. Without a state (static content, an older backup) the state columns
 * are left out, so the database keeps what it has (or its default, published, for a new row).
 */
export function toPublishableColumns(item: Publishable): Partial<PublishableColumns> {
  return {
    ...(item.status ? { status: item.status, publish_at: item.publishAt ?? null } : {}),
    ...(item.seoTitle !== undefined || item.seoDescription !== undefined || item.seoImage !== undefined
      ? {
          seo_title: optionalText(item.seoTitle)?.trim() ?? null,
          seo_description: optionalText(item.seoDescription)?.trim() ?? null,
          seo_image: optionalText(item.seoImage)?.trim() ?? null,
        }
      : {}),
  }
}
