import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Plugin } from 'vite'

/** One built chunk: the source modules inside it and the chunks it loads. */
export interface ChunkModules {
  isEntry: boolean
  /** The module a lazy chunk was made for (src/app/admin/admin-app.tsx ...), project-relative. */
  facade: string | null
  modules: string[]
  imports: string[]
  dynamicImports: string[]
}

const toProjectPath = (root: string, id: string) => relative(root, id.replace(/^\0/, '').split('?')[0]!)

/**
 * For the bundle check: writes which source modules ended up in which chunk (file -> modules,
 * imports), so it can prove what public pages never download. Active only when the build is
 * asked for it (`BUNDLE_CHUNK_MODULES=<file>`); nothing is added to the build output.
 */
export function chunkModulesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'agency:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const target = process.env.BUNDLE_CHUNK_MODULES
      if (!target) return
      const chunks: Record<string, ChunkModules> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? toProjectPath(root, output.facadeModuleId) : null,
          modules: Object.keys(output.modules).map((id) => toProjectPath(root, id)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        }
      }
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, `${JSON.stringify(chunks, null, 2)}\n`)
    },
  }
}
