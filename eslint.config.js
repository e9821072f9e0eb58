import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const LOCAL_STACK_IMPORTS = { group: ['**/supabase/local/**'], message: 'The local stack is a dev tool; the app never imports it.' }

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const SHARED_LAYERS = ['./src/components', './src/hooks', './src/lib', './src/config', './src/content']

/*
 * The direction of imports: app -> features -> shared layers. A feature uses the shared layers
 * and itself, never another feature (the app composes features); the shared layers use neither.
 */
const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app, or move the shared piece down to src/components, src/hooks or src/lib.',
  })),
  { target: './src/features', from: './src/app', message: 'Features never import the app; the app imports them.' },
  {
    target: SHARED_LAYERS,
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import a feature or the app: pass what they need in.',
  },
]

export default tseslint.config(
  // tests/lint/fixtures holds code that breaks the rules on purpose (tests/lint lints it).
  { ignores: ['dist', '.local', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'tests/lint/fixtures'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources are modules to follow (the cycle check reads them); '@/' resolves via tsconfig.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  {
    // The public bundle must never reach the admin client or the local stack.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [LOCAL_STACK_IMPORTS],
        // zod must be set up jitless before any schema is built (the CSP forbids eval).
        paths: [{ name: 'zod', message: "Import z from '@/lib/zod', which sets zod up for the site's Content-Security-Policy." }],
      }],
    },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LOCAL_STACK_IMPORTS] }] },
  },
)
