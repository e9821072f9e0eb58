// Component tests opt into jsdom with `// @vitest-environment jsdom`; the matchers and
// cleanup only matter there, and are harmless in node suites.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
