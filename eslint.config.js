import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const LOCAL_STACK_IMPORTS = { group: ['**/supabase/local/**'], message: 'The local stack is a dev tool; the app never imports it.' }

export default tseslint.config(
  { ignores: ['dist', '.local', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
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
