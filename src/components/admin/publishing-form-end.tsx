import type { ReactNode } from 'react'
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { Publishable } from '@/content/types'
import { isPublic } from '@/lib/admin-forms/publication'
import type { SeoFormValues } from '@/lib/admin-forms/seo-fields'
import { PublishActions } from './publish-actions'
import { PublishingSection } from './publishing-section'
import { SeoSection } from './seo-section'
import type { usePublicationSubmit } from '@/hooks/use-publication-submit'

type ContentFormValues = FieldValues & SeoFormValues & { publishAt: string }

interface PublishingFormEndProps<T extends ContentFormValues> {
  form: UseFormReturn<T>
  /** Prefix of the fields' ids: "portfolio", "blog". */
  idPrefix: string
  /** "portfolio", "post": how the hints name the item. */
  noun: string
  /** The stored item; undefined while creating. */
  item: Publishable | undefined
  /** What the page's head uses when a search field is left empty. */
  seoDefaults: { title: string; description: string }
  /** The social image's field (an image picker, from the media feature). */
  socialImageField: ReactNode
  publishing: ReturnType<typeof usePublicationSubmit>
  onCancel: () => void
  /** The label for updating an item already public: "Update Portfolio". */
  updateLabel: string
}

/**
 * The end of a content form (projects, posts): its search and social fields, where it stands
 * (draft, scheduled, published) with the time Schedule uses, and the form's buttons.
 */
export function PublishingFormEnd<T extends ContentFormValues>({
  form,
  idPrefix,
  noun,
  item,
  seoDefaults,
  socialImageField,
  publishing,
  onCancel,
  updateLabel,
}: PublishingFormEndProps<T>) {
  const { register, control, formState } = form
  const { errors } = formState
  const field = (name: keyof ContentFormValues & string) => name as Path<T>
  const [seoTitle, seoDescription] = useWatch({ control, name: [field('seoTitle'), field('seoDescription')] }) as [string, string]
  const message = (name: string) => {
    const error = (errors as Record<string, { message?: unknown } | undefined>)[name]
    return typeof error?.message === 'string' ? error.message : undefined
  }
  return (
    <>
      <SeoSection
        idPrefix={idPrefix}
        title={{ field: register(field('seoTitle')), value: seoTitle, error: message('seoTitle') }}
        description={{ field: register(field('seoDescription')), value: seoDescription, error: message('seoDescription') }}
        defaults={seoDefaults}
        imageField={socialImageField}
      />
      <PublishingSection
        idPrefix={idPrefix}
        item={item}
        noun={noun}
        scheduleField={register(field('publishAt'))}
        scheduleError={message('publishAt')}
      />
      <PublishActions
        onCancel={onCancel}
        onAction={(action) => void publishing.submit(action)}
        pending={publishing.pending}
        isPublic={item !== undefined && isPublic(item)}
        updateLabel={updateLabel}
      />
    </>
  )
}
