import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Edge Function code imports npm packages as `npm:<name>@<version>/<path>` (Deno's form);
      // the same package from node_modules here.
      { find: /^npm:(libphonenumber-js)@[^/]+/, replacement: '$1' },
    ],
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // Suites that start a local stack need a few seconds for PGlite and the migrations.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers than that only makes the PGlite suites slower.
    maxWorkers: 2,
    env: {
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'test-anon-key',
      // Date tests speak of calendar days; pin the zone so they mean the same everywhere.
      TZ: 'UTC',
    },
  },
})
