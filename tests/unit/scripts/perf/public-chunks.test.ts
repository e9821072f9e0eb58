import { describe, expect, it } from 'vitest'
import { backOfficeCodeInPublicChunks, backOfficeEntriesMatchingNothing, publicChunks, readChunkModules } from '../../../../scripts/perf/public-chunks'
import type { ChunkModules } from '../../../../scripts/build/vite-chunk-modules-plugin'

const chunk = (overrides: Partial<ChunkModules>): ChunkModules => ({
  isEntry: false,
  facade: null,
  modules: [],
  imports: [],
  dynamicImports: [],
  ...overrides,
})

/** entry -> (lazy) blog page -> shared ui; entry -> (lazy) admin -> shared ui, (lazy) editor. */
const build = (extra: Partial<Record<string, Partial<ChunkModules>>> = {}): Record<string, ChunkModules> => ({
  'index.js': chunk({ isEntry: true, facade: 'index.html', modules: ['src/main.tsx'], dynamicImports: ['blog.js', 'admin.js'] }),
  'blog.js': chunk({ facade: 'src/app/routes/blog-post.tsx', modules: ['src/features/blog/components/blog-post-view.tsx'], imports: ['ui.js'] }),
  'ui.js': chunk({ modules: ['src/components/ui/button.tsx'] }),
  'admin.js': chunk({
    facade: 'src/app/admin/admin-app.tsx',
    modules: ['src/app/admin/admin-app.tsx', 'src/components/media/image-field.tsx', 'node_modules/@supabase/storage-js/dist/index.mjs'],
    imports: ['ui.js'],
    dynamicImports: ['editor.js'],
  }),
  'editor.js': chunk({
    facade: 'src/components/rich-text-editor/rich-text-editor.tsx',
    modules: ['node_modules/@tiptap/core/dist/index.js', 'node_modules/prosemirror-view/dist/index.js'],
  }),
  ...Object.fromEntries(Object.entries(extra).map(([file, value]) => [file, chunk(value!)])),
})

describe('the bundle check’s public chunks', () => {
  it('are what the entry loads, statically or on demand, except what only the back office loads', () => {
    expect(publicChunks(build()).sort()).toEqual(['blog.js', 'index.js', 'ui.js'])
    expect(backOfficeCodeInPublicChunks(build())).toEqual([])
  })

  it('name back-office code that a public chunk holds', () => {
    const chunks = build()
    chunks['blog.js']!.modules.push('node_modules/@tiptap/react/dist/index.js')
    chunks['ui.js']!.modules.push('src/lib/media/upload-rules.ts')
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([
      'blog.js: the rich-text editor (Tiptap) (node_modules/@tiptap/react/dist/index.js)',
      'ui.js: the upload and media-library code (src/lib/media/upload-rules.ts)',
    ])
  })

  it('fail a build whose visitor chunk holds supabase-js Auth (fixture: the chunk list such a build writes)', () => {
    const chunks = readChunkModules('tests/lint/fixtures/bundle/auth-js-in-visitor-chunk.json')
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([
      'assets/contact.js: supabase-js and its Auth, Storage, Realtime and Functions clients (node_modules/@supabase/auth-js/dist/module/GoTrueClient.js)',
    ])
  })

  it('name a module of a back-office-only feature in a public chunk, but not its public counterpart', () => {
    const chunks = build()
    chunks['ui.js']!.modules.push('src/features/portfolio/components/project-card.tsx', 'src/features/portfolio-editor/components/project-record-loader.tsx')
    chunks['blog.js']!.modules.push('src/features/inquiries/components/quick-contact-form.tsx', 'src/features/inquiry-inbox/model/inquiry-filters.ts')
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([
      'blog.js: the back-office features (data tools, notifications, publishing, inquiry inbox, portfolio editor, conversions, team, activity, meetings) (src/features/inquiry-inbox/model/inquiry-filters.ts)',
      'ui.js: the back-office features (data tools, notifications, publishing, inquiry inbox, portfolio editor, conversions, team, activity, meetings) (src/features/portfolio-editor/components/project-record-loader.tsx)',
    ])
  })

  it.each([
    ['the admin client', 'src/lib/admin-client.ts'],
    ['supabase-js Storage', 'node_modules/@supabase/storage-js/dist/index.mjs'],
    ['supabase-js itself', 'node_modules/@supabase/supabase-js/dist/index.mjs'],
    ['a back-office route', 'src/app/admin/routes/blogs.tsx'],
    ['the back office’s form kit', 'src/components/admin/form-section.tsx'],
    ['a feature’s back-office component', 'src/features/blog/components/admin-blog-list.tsx'],
    ['a feature’s back-office queries', 'src/features/privacy/api/privacy-admin-queries.ts'],
    ['a feature’s back-office texts', 'src/features/blog/model/blog-admin-messages.ts'],
    ['a back-office feature', 'src/features/publishing/api/publishing.ts'],
    ['the back office’s browser storage', 'src/lib/back-office-storage.ts'],
  ])('name %s in a public chunk', (_what, module) => {
    const chunks = build()
    chunks['blog.js']!.modules.push(module)
    const leaks = backOfficeCodeInPublicChunks(chunks)
    expect(leaks).toHaveLength(1)
    expect(leaks[0]!.startsWith('blog.js: ') && leaks[0]!.endsWith(` (${module})`)).toBe(true)
  })

  it('leave the public site’s own modules alone, its texts and its data client included', () => {
    const chunks = build()
    chunks['blog.js']!.modules.push(
      'src/features/blog/model/blog-messages.ts',
      'src/lib/public-client.ts',
      'node_modules/@supabase/postgrest-js/dist/index.mjs',
      'src/features/privacy/api/retention-policy-queries.ts',
      'src/features/inquiries/components/quick-contact-form.tsx',
    )
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([])
  })

  it('count a chunk a public page loads on demand even when the back office shares it', () => {
    const chunks = build({ 'shared-editor.js': { modules: ['node_modules/prosemirror-model/dist/index.js'] } })
    chunks['blog.js']!.dynamicImports.push('shared-editor.js')
    chunks['admin.js']!.imports.push('shared-editor.js')
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([
      'shared-editor.js: the rich-text editor (ProseMirror) (node_modules/prosemirror-model/dist/index.js)',
    ])
  })

  it('refuses to pass a build without the back office’s chunk (it would prove nothing)', () => {
    const chunks = build()
    delete chunks['admin.js']
    expect(() => backOfficeCodeInPublicChunks(chunks)).toThrow(/no chunk for src\/app\/admin\/admin-app\.tsx/)
  })
})

describe('the bundle check’s back-office list', () => {
  it('names its entries that match no module of the build, since a stale entry proves nothing', () => {
    const features = 'the back-office features (data tools, notifications, publishing, inquiry inbox, portfolio editor, conversions, team, activity, meetings)'
    const chunks = build()
    expect(backOfficeEntriesMatchingNothing(chunks)).toContain(features)
    expect(backOfficeEntriesMatchingNothing(chunks)).not.toContain('the rich-text editor (Tiptap)')
    chunks['admin.js']!.modules.push('src/features/publishing/api/publishing.ts')
    expect(backOfficeEntriesMatchingNothing(chunks)).not.toContain(features)
  })
})
