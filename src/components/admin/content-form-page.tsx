import type { ReactNode } from 'react'
import { useWatch, type FieldPathByValue, type FieldValues, type Path } from 'react-hook-form'
import type { Publishable } from '@/content/types'
import { FormImageField } from '@/components/media/image-field'
import type { usePublicationSubmit } from '@/hooks/use-publication-submit'
import type { RecordForm } from '@/hooks/use-record-form'
import { publishButtonLabel, type PublishButtonLabels } from '@/lib/admin-forms/publication'
import type { SeoFormValues } from '@/lib/admin-forms/seo-fields'
import { AdminPageHeader } from './admin-page-header'
import { PublishActions } from './publish-actions'
import { PublishingSection } from './publishing-section'
import { SeoSection } from './seo-section'

type ContentFormValues = FieldValues & SeoFormValues & { publishAt: string }

interface ContentFormPageProps<T extends ContentFormValues> {
  record: RecordForm<T>
  publishing: ReturnType<typeof usePublicationSubmit<T>>
  /** The page's heading, the line under it, and the back button's label ("Back to Blogs"). */
  header: { title: string; subtitle?: string; back: string }
  /** The form's accessible name: "New blog post", "Edit portfolio". */
  formLabel: string
  /** Prefix of the fields' ids: "portfolio", "blog". */
  idPrefix: string
  /** "portfolio", "post": how the hints name the item. */
  noun: string
  /** The stored item; undefined while creating. */
  item: Publishable | undefined
  /** What the page's head uses when a search field is left empty. */
  seoDefaults: { title: string; description: string }
  /** The social image field's hint: when it is shown and what stands in when it is empty. */
  socialImageHint: string
  /** The main button's names: "Create Portfolio" while creating, "Update Portfolio" for a public item. */
  publishLabels: PublishButtonLabels
  /** The form's own sections. */
  children: ReactNode
}

/**
 * The page of a content form (projects, posts): its header with the way back, the form's own
 * sections, then what every content form ends with: its search and social fields, where it
 * stands (draft, scheduled, published) with the time Schedule uses, and the form's buttons.
 */
export function ContentFormPage<T extends ContentFormValues>(props: ContentFormPageProps<T>) {
  const { record, publishing, header, formLabel, idPrefix, noun, item, seoDefaults, socialImageHint, publishLabels, children } = props
  const { register, control } = record.form
  const field = (name: keyof ContentFormValues & string) => name as Path<T>
  const [seoTitle, seoDescription] = useWatch({ control, name: [field('seoTitle'), field('seoDescription')] }) as [string, string]
  const publishLabel = publishButtonLabel(item, publishLabels)
  const message = (name: string) => {
    const error = (record.errors as Record<string, { message?: unknown } | undefined>)[name]
    return typeof error?.message === 'string' ? error.message : undefined
  }
  return (
    <div>
      <AdminPageHeader title={header.title} subtitle={header.subtitle} back={{ label: header.back, onClick: record.leave }} />
      <form onSubmit={publishing.onSubmit} noValidate className="space-y-6" aria-label={formLabel}>
        {children}
        <SeoSection
          idPrefix={idPrefix}
          title={{ field: register(field('seoTitle')), value: seoTitle, error: message('seoTitle') }}
          description={{ field: register(field('seoDescription')), value: seoDescription, error: message('seoDescription') }}
          defaults={seoDefaults}
          imageField={
            <FormImageField
              control={control}
              name={'seoImage' as FieldPathByValue<T, string>}
              id={`${idPrefix}-seo-image`}
              label="Social image"
              slot="social"
              error={message('seoImage')}
              hint={socialImageHint}
            />
          }
        />
        <PublishingSection
          idPrefix={idPrefix}
          item={item}
          noun={noun}
          publishLabel={publishLabel}
          scheduleField={register(field('publishAt'))}
          scheduleError={message('publishAt')}
        />
        <PublishActions
          onCancel={record.leave}
          onAction={(action) => void publishing.submit(action)}
          pending={publishing.pending}
          publishLabel={publishLabel}
        />
      </form>
      {record.guardDialog}
    </div>
  )
}
