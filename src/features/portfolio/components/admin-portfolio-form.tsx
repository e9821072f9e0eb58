import { zodResolver } from '@hookform/resolvers/zod'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import { SERVICE_LABELS } from '@/content/services'
import { SERVICE_IDS, type Project } from '@/content/types'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { FormField } from '@/components/form-field'
import { FormSection } from '@/components/admin/form-section'
import { ListEditor } from '@/components/admin/list-editor'
import { PublishingFormEnd } from '@/components/admin/publishing-form-end'
import { errorMessage } from '@/lib/errors'
import { usePublicationSubmit } from '@/hooks/use-publication-submit'
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard'
import { INVALID_URL_MESSAGE, isUrlOrSitePath } from '@/lib/admin-forms/form-messages'
import { RichTextField } from '@/components/rich-text-editor/rich-text-field'
import { GalleryField } from '@/components/media/gallery-field'
import { FormImageField } from '@/components/media/image-field'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useSaveProject } from '../api/admin-project-queries'
import { isSlugLocked, portfolioFormSlug, type FormMode } from '../model/portfolio-form-slug'
import {
  EMPTY_PORTFOLIO_FORM,
  portfolioFormSchema,
  toPortfolioFormValues,
  toProjectInput,
  type PortfolioFormValues,
} from '../model/portfolio-form-values'
import { projectSeo } from '../model/project-seo'
import { AdminDetailedMetricsEditor, AdminKeyMetricsEditor } from './admin-metrics-editor'
import { AdminTechStackEditor } from './admin-tech-stack-editor'
import { ProjectRecordLoader } from './project-record-loader'
import { PROJECT_MESSAGES } from '../model/portfolio-messages'

/** /admin/portfolio/new (no id) and /admin/portfolio/edit/{id}. */
export function AdminPortfolioForm({ id }: { id?: string }) {
  if (!id) return <PortfolioFormView mode="create" />
  return <EditPortfolio id={id} />
}

function EditPortfolio({ id }: { id: string }) {
  useDocumentMeta('Edit Portfolio | Admin')
  return (
    <ProjectRecordLoader id={id} title="Edit Portfolio">
      {(record) => <PortfolioFormView key={id} mode="edit" project={record} />}
    </ProjectRecordLoader>
  )
}


function PortfolioFormView({ mode, project }: { mode: FormMode; project?: Project }) {
  useDocumentMeta(mode === 'create' ? 'Add Portfolio | Admin' : 'Edit Portfolio | Admin')
  const navigate = useNavigate()
  const save = useSaveProject()
  const form = useForm<PortfolioFormValues>({
    // The schema checks strings; the values type narrows serviceId to the five ids.
    resolver: zodResolver(portfolioFormSchema) as unknown as Resolver<PortfolioFormValues>,
    defaultValues: project ? toPortfolioFormValues(project) : EMPTY_PORTFOLIO_FORM,
  })
  const { register, control, formState } = form
  const { errors } = formState
  const guard = useUnsavedChangesGuard(formState.isDirty)
  // The slug the database refused, so its message shows while that slug is the one shown.
  const [takenSlug, setTakenSlug] = useState<string | null>(null)

  const [title, client, industry, technologies, slugInput, description, image] = useWatch({
    control,
    name: ['title', 'client', 'industry', 'technologies', 'slug', 'description', 'image'],
  })
  const seoDefaults = projectSeo({ title, description, technologies, client, industry, image }, brandName)
  const slug = portfolioFormSlug(mode, { title, client, industry, technologies, slug: slugInput })
  const locked = isSlugLocked(mode)
  const slugError = errors.slug?.message ?? (takenSlug !== null && takenSlug === slug ? PROJECT_MESSAGES.slugTaken : undefined)

  const backToList = () => guard.leave(() => navigate(paths.admin.portfolio.to()))

  const publishing = usePublicationSubmit({
    form,
    item: project,
    save: async (values, publication) => {
      const input = toProjectInput(values, mode, project?.id, publication)
      try {
        await save.mutateAsync(input)
      } catch (error) {
        if (errorMessage(error, PROJECT_MESSAGES.save) === PROJECT_MESSAGES.slugTaken) setTakenSlug(input.slug ?? slug)
        throw error
      }
    },
    saved: {
      title: mode === 'create' ? 'Portfolio created' : 'Portfolio updated',
      description: `The portfolio has been successfully ${mode === 'create' ? 'created' : 'updated'}.`,
    },
    onSaved: () => {
      guard.release()
      navigate(paths.admin.portfolio.to())
    },
  })

  const urlCheck = (value: string) => (isUrlOrSitePath(value) ? null : INVALID_URL_MESSAGE)

  return (
    <div>
      <AdminPageHeader
        title={mode === 'create' ? 'Add New Portfolio' : 'Edit Portfolio'}
        subtitle={mode === 'create' ? 'Create a portfolio project; add a challenge and a solution to make it a case study.' : project?.title}
        back={{ label: 'Back to Portfolios', onClick: backToList }}
      />
      <form onSubmit={publishing.onSubmit} noValidate className="space-y-6" aria-label={mode === 'create' ? 'New portfolio' : 'Edit portfolio'}>
        <FormSection title="Basic Information">
          <div className="grid gap-4 md:grid-cols-2">
            <FormField id="portfolio-title" label="Title" required error={errors.title?.message}>
              {(aria) => <Input {...aria} {...register('title')} placeholder="e.g. ShopSphere E-commerce Platform" />}
            </FormField>
            <FormField id="portfolio-client" label="Client" required error={errors.client?.message}>
              {(aria) => <Input {...aria} {...register('client')} placeholder="e.g. Urban Threads Co." />}
            </FormField>
            <FormField
              id="portfolio-slug"
              label="Slug"
              className="md:col-span-2"
              error={slugError}
              hint={
                locked
                  ? 'Generated from the title, industry and first two technologies once title, client, industry and a technology are filled in. Locked while creating; editable afterwards.'
                  : 'The address of the case study: /case-study/{slug}. Leave it empty to generate one from the title, industry and first two technologies on save.'
              }
            >
              {(aria) =>
                locked ? (
                  <div className="relative">
                    <Input {...aria} value={slug} readOnly placeholder="Fill in title, client, industry and a technology" className="pr-9 text-muted-foreground" />
                    <Lock className="absolute right-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
                  </div>
                ) : (
                  <Input {...aria} {...register('slug')} />
                )
              }
            </FormField>
            <FormField id="portfolio-description" label="Description" required className="md:col-span-2" error={errors.description?.message}>
              {(aria) => <Textarea {...aria} rows={4} {...register('description')} />}
            </FormField>
            <FormField id="portfolio-service" label="Service" required error={errors.serviceId?.message}>
              {(aria) => (
                <Controller
                  control={control}
                  name="serviceId"
                  render={({ field }) => (
                    <Select value={field.value || undefined} onValueChange={field.onChange}>
                      <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder="Select a service" />
                      </SelectTrigger>
                      <SelectContent>
                        {SERVICE_IDS.map((serviceId) => (
                          <SelectItem key={serviceId} value={serviceId}>
                            {SERVICE_LABELS[serviceId]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField id="portfolio-industry" label="Industry">
              {(aria) => <Input {...aria} {...register('industry')} placeholder="e.g. Retail" />}
            </FormField>
            <FormField id="portfolio-timeline" label="Timeline">
              {(aria) => <Input {...aria} {...register('timeline')} placeholder="e.g. 4 months" />}
            </FormField>
            <FormField id="portfolio-team" label="Team Size">
              {(aria) => <Input {...aria} {...register('team')} placeholder="e.g. 6 developers" />}
            </FormField>
            <FormField id="portfolio-live-url" label="Live URL" error={errors.liveUrl?.message}>
              {(aria) => <Input {...aria} type="url" {...register('liveUrl')} placeholder="https://..." />}
            </FormField>
            <FormImageField
              control={control}
              name="image"
              id="portfolio-image"
              label="Project Image"
              slot="wide"
              className="md:col-span-2"
              error={errors.image?.message}
              hint="Shown on the portfolio cards and at the top of the case study."
            />
            <FormImageField
              control={control}
              name="clientLogo"
              id="portfolio-client-logo"
              label="Client Logo"
              slot="logo"
              className="md:col-span-2"
              error={errors.clientLogo?.message}
            />
          </div>
        </FormSection>

        <FormSection title="Basic Technologies" description="The first three show in the lists; the first two also make up the slug.">
          <Controller
            control={control}
            name="technologies"
            render={({ field }) => (
              <ListEditor
                id="portfolio-technologies"
                label="Technologies"
                itemName="technology"
                placeholder="e.g. React"
                items={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </FormSection>

        <FormSection title="Technology Stack" description="Group the technologies by category, e.g. Frontend, Backend, Infrastructure.">
          <Controller control={control} name="techStack" render={({ field }) => <AdminTechStackEditor value={field.value} onChange={field.onChange} />} />
        </FormSection>

        <FormSection title="Results & Impact">
          <Controller control={control} name="metrics" render={({ field }) => <AdminKeyMetricsEditor value={field.value} onChange={field.onChange} />} />
          <Controller
            control={control}
            name="detailedMetrics"
            render={({ field }) => <AdminDetailedMetricsEditor value={field.value} onChange={field.onChange} />}
          />
        </FormSection>

        <FormSection title="Project Gallery" description="Images shown in the case study's gallery: upload them or add their URLs.">
          <Controller
            control={control}
            name="gallery"
            render={({ field }) => (
              <GalleryField id="portfolio-gallery" label="Gallery image URL" validate={urlCheck} items={field.value} onChange={field.onChange} />
            )}
          />
        </FormSection>

        <FormSection title="Case Study Details" description="A portfolio with both a challenge and a solution is listed under Case Studies.">
          {(['challenge', 'solution'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <RichTextField
                  id={`portfolio-${name}`}
                  label={name === 'challenge' ? 'Challenge' : 'Solution'}
                  variant="section"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="approach"
            render={({ field }) => (
              <ListEditor id="portfolio-approach" label="Approach steps" itemName="step" variant="rows" items={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="features"
            render={({ field }) => (
              <ListEditor id="portfolio-features" label="Key features" itemName="feature" variant="rows" items={field.value} onChange={field.onChange} />
            )}
          />
        </FormSection>

        <FormSection title="Testimonial">
          <FormField id="portfolio-testimonial" label="Short testimonial" hint="A sentence or two from the client.">
            {(aria) => <Textarea {...aria} rows={2} {...register('testimonial')} />}
          </FormField>
          <fieldset className="space-y-4">
            <legend className="text-base font-semibold">Extended testimonial</legend>
            <FormField id="portfolio-testimonial-quote" label="Quote" error={errors.testimonialQuote?.message}>
              {(aria) => <Textarea {...aria} rows={4} {...register('testimonialQuote')} />}
            </FormField>
            <div className="grid gap-4 md:grid-cols-3">
              <FormField id="portfolio-testimonial-author" label="Author">
                {(aria) => <Input {...aria} {...register('testimonialAuthor')} />}
              </FormField>
              <FormField id="portfolio-testimonial-position" label="Position">
                {(aria) => <Input {...aria} {...register('testimonialPosition')} />}
              </FormField>
              <FormField id="portfolio-testimonial-company" label="Company">
                {(aria) => <Input {...aria} {...register('testimonialCompany')} />}
              </FormField>
            </div>
          </fieldset>
        </FormSection>

        <PublishingFormEnd
          form={form}
          idPrefix="portfolio"
          noun="portfolio"
          item={project}
          seoDefaults={seoDefaults}
          socialImageField={
            <FormImageField
              control={control}
              name="seoImage"
              id="portfolio-seo-image"
              label="Social image"
              slot="social"
              error={errors.seoImage?.message}
              hint="Shown when the case study is shared (1200 x 630 works best). Empty: the project image."
            />
          }
          publishing={publishing}
          onCancel={backToList}
          updateLabel="Update Portfolio"
        />
      </form>
      {guard.dialog}
    </div>
  )
}
