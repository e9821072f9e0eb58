import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { SEO_MAX_LENGTH, SEO_RECOMMENDED_LENGTH, seoLengthHint } from '@/lib/admin-forms/seo-fields'
import { FormField } from '@/components/form-field'
import { FormSection } from './form-section'

interface SeoSectionProps {
  idPrefix: string
  title: { field: UseFormRegisterReturn; value: string; error?: string }
  description: { field: UseFormRegisterReturn; value: string; error?: string }
  /** The social image's field (an image picker), rendered as given. */
  imageField: ReactNode
  /** What the page uses when a field is left empty, shown as the field's placeholder. */
  defaults: { title: string; description: string }
}

function LengthHint({ value, recommended, empty }: { value: string; recommended: number; empty: string }) {
  if (value.trim() === '') return <>{empty}</>
  const hint = seoLengthHint(value, recommended)
  return <span className={cn(hint.over && 'text-warning-300')}>{hint.text}</span>
}

/** Meta title, meta description (with length hints) and social image of a project or post. */
export function SeoSection({ idPrefix, title, description, imageField, defaults }: SeoSectionProps) {
  return (
    <FormSection
      title="Search & Social"
      description="What search results and shared links show. Leave a field empty to use the default shown in it."
    >
      <FormField
        id={`${idPrefix}-seo-title`}
        label="Meta title"
        error={title.error}
        hint={<LengthHint value={title.value} recommended={SEO_RECOMMENDED_LENGTH.title} empty={`Empty: the page title is used. Up to ${SEO_RECOMMENDED_LENGTH.title} characters show in search results.`} />}
      >
        {(aria) => <Input {...aria} maxLength={SEO_MAX_LENGTH.title} placeholder={defaults.title} {...title.field} />}
      </FormField>
      <FormField
        id={`${idPrefix}-seo-description`}
        label="Meta description"
        error={description.error}
        hint={<LengthHint value={description.value} recommended={SEO_RECOMMENDED_LENGTH.description} empty={`Empty: built from the content. Up to ${SEO_RECOMMENDED_LENGTH.description} characters show in search results.`} />}
      >
        {(aria) => <Textarea {...aria} rows={3} maxLength={SEO_MAX_LENGTH.description} placeholder={defaults.description} {...description.field} />}
      </FormField>
      {imageField}
    </FormSection>
  )
}
