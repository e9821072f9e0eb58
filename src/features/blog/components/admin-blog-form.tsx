import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/content/types'
import { ContentFormPage } from '@/components/admin/content-form-page'
import { FormField } from '@/components/form-field'
import { FormSection } from '@/components/admin/form-section'
import { ListEditor } from '@/components/admin/list-editor'
import { SelectField } from '@/components/admin/select-field'
import { SlugField } from '@/components/admin/slug-field'
import { usePublicationSubmit } from '@/hooks/use-publication-submit'
import { useRecordForm } from '@/hooks/use-record-form'
import { validationToastMessage } from '@/lib/admin-forms/form-messages'
import type { FormMode } from '@/lib/admin-forms/form-mode'
import { RichTextField } from '@/components/rich-text-editor/rich-text-field'
import { FormImageField } from '@/components/media/image-field'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useSaveBlog } from '../api/admin-blog-queries'
import { blogFormSlug, isBlogSlugLocked } from '../model/blog-form-rules'
import { BLOG_FORM_CATEGORIES, blogFormSchema, emptyBlogForm, toBlogFormValues, toBlogInput, type BlogFormValues } from '../model/blog-form-values'
import { DEFAULT_READING_TIME } from '../model/blog-mapping'
import { BLOG_MESSAGES } from '../model/blog-messages'
import { blogPostSeo } from '../model/blog-seo'
import { BlogContent } from './blog-content'
import { BlogRecordLoader } from './blog-record-loader'
import { BLOG_FORM_MESSAGES, CONTENT_EMPTY_MESSAGE } from '../model/blog-admin-messages'

const CATEGORY_OPTIONS = BLOG_FORM_CATEGORIES.map((name) => ({ value: name, label: name }))

/** /admin/blogs/new (no id) and /admin/blogs/edit/{id}. */
export function AdminBlogForm({ id }: { id?: string }) {
  if (!id) return <BlogFormView mode="create" />
  return <EditBlog id={id} />
}

function EditBlog({ id }: { id: string }) {
  useDocumentMeta('Edit Blog Post | Admin')
  return (
    <BlogRecordLoader id={id} title="Edit Blog Post">
      {(record) => <BlogFormView key={id} mode="edit" post={record} />}
    </BlogRecordLoader>
  )
}

function BlogFormView({ mode, post }: { mode: FormMode; post?: BlogPost }) {
  useDocumentMeta(mode === 'create' ? 'New Blog Post | Admin' : 'Edit Blog Post | Admin')
  const navigate = useNavigate()
  const save = useSaveBlog()
  const record = useRecordForm<BlogFormValues>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: () => (post ? toBlogFormValues(post) : emptyBlogForm()),
    onDone: () => navigate(paths.admin.blogs.to()),
    conflict: { message: BLOG_MESSAGES.slugTaken, fallback: BLOG_MESSAGES.save },
    invalidMessage: (messages) => validationToastMessage(messages, [CONTENT_EMPTY_MESSAGE]),
  })
  const { form, errors } = record
  const { register, control } = form

  const [title, category, tags, publishedDate, slugInput, content, excerpt, featuredImage] = useWatch({
    control,
    name: ['title', 'category', 'tags', 'publishedDate', 'slug', 'content', 'excerpt', 'featuredImage'],
  })
  // Posts from the database are shown under General, whatever the form's category says.
  const seoDefaults = blogPostSeo({ title, excerpt, category: 'General', tags, featuredImage }, brandName)
  const locked = isBlogSlugLocked(mode)
  const slug = blogFormSlug(mode, { title, category, tags, publishedDate, slug: slugInput })

  const publishing = usePublicationSubmit({
    record,
    item: post,
    save: async (values, publication) => {
      const input = toBlogInput(values, mode, post, publication)
      await record.claim(input.slug ?? slug, () => save.mutateAsync(input))
    },
    saved: BLOG_FORM_MESSAGES.saved[mode],
  })

  return (
    <ContentFormPage
      record={record}
      publishing={publishing}
      header={{
        title: mode === 'create' ? 'Create New Blog Post' : 'Edit Blog Post',
        subtitle: mode === 'create' ? 'Write a post for the blog.' : post?.title,
        back: 'Back to Blogs',
      }}
      formLabel={mode === 'create' ? 'New blog post' : 'Edit blog post'}
      idPrefix="blog"
      noun="post"
      item={post}
      seoDefaults={seoDefaults}
      socialImageHint="Shown when the post is shared (1200 x 630 works best). Empty: the featured image."
      publishLabels={{ create: 'Create Blog Post', update: 'Update Blog Post' }}
    >
      <FormSection title="Basic Information">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="blog-title" label="Title" required className="md:col-span-2" error={errors.title?.message}>
            {(aria) => <Input {...aria} {...register('title')} />}
          </FormField>
          <SelectField
            control={control}
            name="category"
            id="blog-category"
            label="Category"
            hint="Used in the generated slug. Posts from the database are listed under General on the site."
            placeholder="Select a category"
            options={CATEGORY_OPTIONS}
          />
          <SlugField
            id="blog-slug"
            locked={locked}
            value={slug}
            registration={register('slug')}
            lockedPlaceholder="Fill in the title and category"
            error={errors.slug?.message ?? record.conflictError(slug)}
            hint={
              locked
                ? 'Generated from the title, category, first tag and year once the title and category are set. Locked while creating.'
                : 'The address of the post: /blog/{slug}. Leave it empty to generate one on save.'
            }
          />
          <FormField id="blog-excerpt" label="Excerpt" className="md:col-span-2" hint="A short summary shown on the blog cards.">
            {(aria) => <Textarea {...aria} rows={2} {...register('excerpt')} />}
          </FormField>
          <FormField id="blog-author-name" label="Author Name" required error={errors.authorName?.message}>
            {(aria) => <Input {...aria} autoComplete="off" {...register('authorName')} />}
          </FormField>
          <FormImageField
            control={control}
            name="authorAvatar"
            id="blog-author-avatar"
            label="Author Avatar"
            slot="avatar"
            className="md:col-span-2"
            error={errors.authorAvatar?.message}
          />
          <FormField id="blog-author-bio" label="Author Bio" className="md:col-span-2">
            {(aria) => <Textarea {...aria} rows={2} {...register('authorBio')} />}
          </FormField>
          <FormField id="blog-date" label="Published Date" required error={errors.publishedDate?.message} hint="Scheduling a post dates it at its publication time.">
            {(aria) => <Input {...aria} type="date" {...register('publishedDate')} />}
          </FormField>
          <FormField id="blog-reading-time" label="Reading Time (minutes)" hint={`Left empty or not a number, it is ${DEFAULT_READING_TIME} minutes.`}>
            {(aria) => <Input {...aria} type="number" inputMode="numeric" min={1} max={1000} {...register('readingTime')} />}
          </FormField>
          <FormImageField
            control={control}
            name="featuredImage"
            id="blog-featured-image"
            label="Featured Image"
            slot="wide"
            className="md:col-span-2"
            error={errors.featuredImage?.message}
            hint="Shown on the blog cards and above the post (1200 x 630 fits both)."
          />
        </div>
      </FormSection>

      <FormSection title="Tags" description="The first tag is part of the generated slug; lists show the first two.">
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <ListEditor id="blog-tags" label="Tags" itemName="tag" placeholder="e.g. React" items={field.value} onChange={field.onChange} />
          )}
        />
      </FormSection>

      <FormSection title="Content">
        <div className="grid gap-6 xl:grid-cols-2">
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <RichTextField
                id="blog-content"
                label="Content"
                required
                hint={BLOG_FORM_MESSAGES.contentHint}
                error={errors.content?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <section aria-labelledby="blog-preview-heading" className="space-y-2">
            <h3 id="blog-preview-heading" className="text-sm font-medium">
              Preview
            </h3>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it */}
            <div className="max-h-[32rem] overflow-y-auto rounded-md border border-line bg-background p-4" role="region" tabIndex={0} aria-label="Content preview">
              <BlogContent content={content} />
            </div>
          </section>
        </div>
      </FormSection>
    </ContentFormPage>
  )
}
