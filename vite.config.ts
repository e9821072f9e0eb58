import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import { defineConfig } from 'vite'
import { chunkModulesPlugin } from './scripts/build/vite-chunk-modules-plugin.ts'
import { firstLoadPlugin } from './scripts/build/vite-first-load-plugin.ts'
import { prerenderPlugin } from './scripts/build/vite-prerender-plugin.ts'

export default defineConfig({
  plugins: [
    react(),
    // Starts a page's chunk and first data read with the app (see the plugin).
    firstLoadPlugin(),
    // Writes the fixed-address public pages as ready-to-paint HTML (see the plugin).
    prerenderPlugin(),
    // The bundle check asks which modules are in which chunk (see the plugin).
    chunkModulesPlugin(),
    // `npm run perf` asks for a treemap of what is inside the bundle.
    process.env.BUNDLE_TREEMAP
      ? visualizer({ filename: process.env.BUNDLE_TREEMAP, template: 'treemap', gzipSize: true })
      : null,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Edge Function code imports npm packages as `npm:<name>@<version>/<path>` (Deno's form);
      // the same package from node_modules here.
      { find: /^npm:(libphonenumber-js)@[^/]+/, replacement: '$1' },
    ],
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    // E2E builds go to their own folder so parallel runs never share output.
    outDir: process.env.VITE_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and its JSX runtime in one chunk: every page needs both, and left to itself the
          // splitter may cut them in two, one more request and about 0.2 KB more on a first load.
          groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }],
        },
      },
    },
  },
})
