import { describe, expect, it } from 'vitest'
import { backOfficeCodeInPublicChunks, publicChunks } from '../../../../scripts/perf/public-chunks'
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

  it('name a feature’s back-office texts in a public chunk, but not its public texts', () => {
    const chunks = build()
    chunks['blog.js']!.modules.push('src/features/blog/model/blog-messages.ts', 'src/features/blog/model/blog-admin-messages.ts')
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([
      'blog.js: a feature\'s back-office texts (src/features/blog/model/blog-admin-messages.ts)',
    ])
  })

  it('name a module of a back-office-only feature in a public chunk, but not its public counterpart', () => {
    const chunks = build()
    chunks['ui.js']!.modules.push('src/features/portfolio/components/project-card.tsx', 'src/features/portfolio-editor/components/admin-portfolio-form.tsx')
    chunks['blog.js']!.modules.push('src/features/inquiries/components/quick-contact-form.tsx', 'src/features/inquiry-inbox/model/inquiry-filters.ts')
    expect(backOfficeCodeInPublicChunks(chunks)).toEqual([
      'blog.js: a back-office-only feature (src/features/inquiry-inbox/model/inquiry-filters.ts)',
      'ui.js: a back-office-only feature (src/features/portfolio-editor/components/admin-portfolio-form.tsx)',
    ])
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
