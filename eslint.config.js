import { readdirSync, readFileSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ROOT = fileURLToPath(new URL('.', import.meta.url))

const LOCAL_STACK_IMPORTS = { group: ['**/supabase/local/**'], message: 'The local stack is a dev tool; the app never imports it.' }
// zod must be set up jitless before any schema is built (the CSP forbids eval).
const ZOD_IMPORT = { name: 'zod', message: "Import z from '@/lib/zod', which sets zod up for the site's Content-Security-Policy." }

/*
 * What only the back office may load, by path (its folders and file names: admin, admin-...,
 * ...-admin..., back-office..., and the few modules listed there). The bundle check reads the
 * same list and fails when any of it reaches a chunk a visitor downloads; here the public
 * site's files may not import the admin client or supabase-js (Auth, Storage) at all.
 */
const BACK_OFFICE_MODULES = JSON.parse(readFileSync(new URL('./scripts/perf/back-office-modules.json', import.meta.url), 'utf8'))
  .map(({ pattern }) => new RegExp(pattern))
const isBackOfficeFile = (file) => {
  const path = relative(ROOT, resolve(ROOT, file)).split(sep).join('/')
  return BACK_OFFICE_MODULES.some((pattern) => pattern.test(path))
}
const BACK_OFFICE_CLIENT_IMPORTS = {
  group: ['**/lib/admin-client', '@supabase/*', '!@supabase/postgrest-js'],
  message: 'The public site must never reach the admin client or supabase-js (Auth, Storage): it reads through lib/public-client.',
}
const restrictedImports = ({ publicSite, zod }) => ['error', {
  patterns: [LOCAL_STACK_IMPORTS, ...(publicSite ? [BACK_OFFICE_CLIENT_IMPORTS] : [])],
  paths: zod ? [] : [ZOD_IMPORT],
}]

/*
 * Only a feature's api/ folder and src/lib touch the data clients (and the build-time entry,
 * which reads the published content): components, hooks and the app read and write through
 * the services and hooks in api/. Types may be imported anywhere; they never run.
 */
const DATA_CLIENT_IMPORTS = {
  group: ['**/lib/admin-client', '**/lib/public-client', '**/lib/data-client', '@supabase/*'],
  allowTypeImports: true,
  message: "Only a feature's api/ folder and src/lib use the data clients: read and write through a service or hook in api/.",
}

/*
 * A feature's user-facing texts (its errors, toasts, empty and loading states) live in its
 * messages modules: `model/<feature>-messages.ts` for what visitors may see,
 * `model/<feature>-admin-messages.ts` for what only the back office says. A module lands in one
 * chunk with every export anyone uses, so the split keeps the back office's texts out of
 * visitors' chunks. Labels of an enumeration (a `Record` keyed by its values) stay beside it.
 */
const TEXTS_OUTSIDE_MESSAGES = [
  {
    selector: "CallExpression:matches([callee.name='toast'], [callee.object.name='toast']) > :matches(Literal, TemplateLiteral).arguments:first-child",
    message: "A toast says a text from the feature's messages module (model/<feature>-messages.ts or -admin-messages.ts), not one written here.",
  },
  {
    // A table typed as a Record is an enumeration's labels, which stay beside the enumeration.
    selector:
      "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^[A-Z][A-Z0-9_]*_(MESSAGES?|TEXTS?)$/]:not([id.typeAnnotation.typeAnnotation.typeName.name='Record'])",
    message: "A feature's texts are exported only from its messages module (model/<feature>-messages.ts or -admin-messages.ts).",
  },
]

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
    // No app code reaches the local stack; the back office's code may use the admin client.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports({ publicSite: false, zod: false }) },
  },
  {
    // The public bundle must never reach the admin client, supabase-js or the local stack.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', isBackOfficeFile],
    rules: { 'no-restricted-imports': restrictedImports({ publicSite: true, zod: false }) },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ publicSite: true, zod: true }) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/features/*/api/**', 'src/lib/**', 'src/prerender.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DATA_CLIENT_IMPORTS] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/features/*/model/*-messages.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TEXTS_OUTSIDE_MESSAGES] },
  },
  {
    files: ['src/features/**/*-messages.ts'],
    ignores: ['src/features/*/model/*-messages.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...TEXTS_OUTSIDE_MESSAGES, {
        selector: 'Program',
        message: "A feature's messages module lives in its model/ folder (model/<feature>-messages.ts or -admin-messages.ts).",
      }],
    },
  },
)
