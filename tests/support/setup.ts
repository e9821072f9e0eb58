// Component tests opt into jsdom with `// @vitest-environment jsdom`; the matchers and the
// cleanup after each test matter only there, so node suites skip loading React and Testing
// Library (a second or more of every suite's start). The type-only import keeps the matchers'
// types for every test file.
import type {} from '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

if (typeof document !== 'undefined') {
  // jest-dom's vitest entry adds its matchers to expect as it loads.
  const [{ cleanup, configure }] = await Promise.all([import('@testing-library/react'), import('@testing-library/jest-dom/vitest')])
  // findBy and waitFor give up after 5 s rather than 1 s: a suite's first render also compiles
  // the screens it loads lazily, which on a busy two-core machine takes longer than a second.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => cleanup())
}
