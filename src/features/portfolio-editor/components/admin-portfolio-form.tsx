import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useWatch, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import { SERVICE_LABELS } from '@/content/services'
import { SERVICE_IDS, type Project } from '@/content/types'
import { ContentFormPage } from '@/components/admin/content-form-page'
import { FormField } from '@/components/form-field'
import { FormSection } from '@/components/admin/form-section'
import { ListEditor } from '@/components/admin/list-editor'
import { SelectField } from '@/components/admin/select-field'
import { SlugField } from '@/components/admin/slug-field'
import { usePublicationSubmit } from '@/hooks/use-publication-submit'
import { useRecordForm } from '@/hooks/use-record-form'
import { INVALID_URL_MESSAGE, isUrlOrSitePath } from '@/lib/admin-forms/form-messages'
import type { FormMode } from '@/lib/admin-forms/form-mode'
import { RichTextField } from '@/components/rich-text-editor/rich-text-field'
import { GalleryField } from '@/components/media/gallery-field'
import { FormImageField } from '@/components/media/image-field'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useSaveProject } from '../api/admin-project-queries'
import { isSlugLocked, portfolioFormSlug } from '../model/portfolio-form-slug'
import {
  EMPTY_PORTFOLIO_FORM,
  portfolioFormSchema,
  toPortfolioFormValues,
  toProjectInput,
  type PortfolioFormValues,
} from '../model/portfolio-form-values'
import { PROJECT_MESSAGES } from '@/lib/projects/project-messages'
import { projectSeo } from '@/lib/projects/project-seo'
import { AdminDetailedMetricsEditor, AdminKeyMetricsEditor } from './admin-metrics-editor'
import { AdminTechStackEditor } from './admin-tech-stack-editor'
import { ProjectRecordLoader } from './project-record-loader'
import { PORTFOLIO_FORM_MESSAGES } from '../model/portfolio-admin-messages'

/** /admin/portfolio/new (no id) and /admin/portfolio/edit/{id}. */
export function AdminPortfolioForm({ id }: { id?: string }) {
  if (!id) return <PortfolioFormView mode="create" />
  return <EditPortfolio id={id} />
}

const SERVICE_OPTIONS = SERVICE_IDS.map((serviceId) => ({ value: serviceId, label: SERVICE_LABELS[serviceId] }))

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
  const record = useRecordForm<PortfolioFormValues>({
    // The schema checks strings; the values type narrows serviceId to the five ids.
    resolver: zodResolver(portfolioFormSchema) as unknown as Resolver<PortfolioFormValues>,
    defaultValues: project ? toPortfolioFormValues(project) : EMPTY_PORTFOLIO_FORM,
    onDone: () => navigate(paths.admin.portfolio.to()),
    conflict: { message: PROJECT_MESSAGES.slugTaken, fallback: PROJECT_MESSAGES.save },
  })
  const { form, errors } = record
  const { register, control } = form

  const [title, client, industry, technologies, slugInput, description, image] = useWatch({
    control,
    name: ['title', 'client', 'industry', 'technologies', 'slug', 'description', 'image'],
  })
  const seoDefaults = projectSeo({ title, description, technologies, client, industry, image }, brandName)
  const slug = portfolioFormSlug(mode, { title, client, industry, technologies, slug: slugInput })
  const locked = isSlugLocked(mode)

  const publishing = usePublicationSubmit({
    record,
    item: project,
    save: async (values, publication) => {
      const input = toProjectInput(values, mode, project?.id, publication)
      await record.claim(input.slug ?? slug, () => save.mutateAsync(input))
    },
    saved: PORTFOLIO_FORM_MESSAGES.saved[mode],
  })

  const urlCheck = (value: string) => (isUrlOrSitePath(value) ? null : INVALID_URL_MESSAGE)

  return (
    <ContentFormPage
      record={record}
      publishing={publishing}
      header={{
        title: mode === 'create' ? 'Add New Portfolio' : 'Edit Portfolio',
        subtitle: mode === 'create' ? 'Create a portfolio project; add a challenge and a solution to make it a case study.' : project?.title,
        back: 'Back to Portfolios',
      }}
      formLabel={mode === 'create' ? 'New portfolio' : 'Edit portfolio'}
      idPrefix="portfolio"
      noun="portfolio"
      item={project}
      seoDefaults={seoDefaults}
      socialImageHint="Shown when the case study is shared (1200 x 630 works best). Empty: the project image."
      publishLabels={{ create: 'Create Portfolio', update: 'Update Portfolio' }}
    >
      <FormSection title="Basic Information">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="portfolio-title" label="Title" required error={errors.title?.message}>
            {(aria) => <Input {...aria} {...register('title')} placeholder="e.g. ShopSphere E-commerce Platform" />}
          </FormField>
          <FormField id="portfolio-client" label="Client" required error={errors.client?.message}>
            {(aria) => <Input {...aria} {...register('client')} placeholder="e.g. Urban Threads Co." />}
          </FormField>
          <SlugField
            id="portfolio-slug"
            className="md:col-span-2"
            locked={locked}
            value={slug}
            registration={register('slug')}
            lockedPlaceholder="Fill in title, client, industry and a technology"
            error={errors.slug?.message ?? record.conflictError(slug)}
            hint={
              locked
                ? 'Generated from the title, industry and first two technologies once title, client, industry and a technology are filled in. Locked while creating; editable afterwards.'
                : 'The address of the case study: /case-study/{slug}. Leave it empty to generate one from the title, industry and first two technologies on save.'
            }
          />
          <FormField id="portfolio-description" label="Description" required className="md:col-span-2" error={errors.description?.message}>
            {(aria) => <Textarea {...aria} rows={4} {...register('description')} />}
          </FormField>
          <SelectField
            control={control}
            name="serviceId"
            id="portfolio-service"
            label="Service"
            required
            error={errors.serviceId?.message}
            placeholder="Select a service"
            options={SERVICE_OPTIONS}
          />
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
    </ContentFormPage>
  )
}
