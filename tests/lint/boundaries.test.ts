import { beforeAll, describe, expect, it } from 'vitest'
import { eslint, ruleIds, warmUpLint } from '../support/lint'

const useIt = (name: string) => `\nexport const probe = ${name}\n`

beforeAll(warmUpLint, 120_000)

describe('npm run lint: the direction of imports', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    const byAlias = await ruleIds(`import { blogKeys } from '@/features/blog/api/keys'${useIt('blogKeys')}`, 'src/features/portfolio/api/probe.ts')
    const byPath = await ruleIds(`import { blogKeys } from '../../blog/api/keys'${useIt('blogKeys')}`, 'src/features/portfolio/api/probe.ts')
    expect(byAlias).toEqual(['import-x/no-restricted-paths'])
    expect(byPath).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a feature import itself and the shared layers, and the app import features', async () => {
    const code = [
      "import { blogKeys } from '@/features/blog/api/keys'",
      "import { cn } from '@/lib/cn'",
      "import { Button } from '@/components/ui/button'",
      'export const probe = [blogKeys, cn, Button]',
    ].join('\n')
    expect(await ruleIds(code, 'src/features/blog/api/probe.ts')).toEqual([])
    expect(await ruleIds(code, 'src/app/admin/probe.ts')).toEqual([])
  })

  it.each(['components', 'hooks', 'lib', 'config', 'content'])('refuses src/%s importing a feature or the app', async (layer) => {
    const feature = `import { blogKeys } from '@/features/blog/api/keys'${useIt('blogKeys')}`
    const app = `import { Page } from '@/app/admin/admin-app'${useIt('Page')}`
    expect(await ruleIds(feature, `src/${layer}/probe.ts`)).toEqual(['import-x/no-restricted-paths'])
    expect(await ruleIds(app, `src/${layer}/probe.ts`)).toEqual(['import-x/no-restricted-paths'])
  })

  it('refuses a feature importing the app', async () => {
    expect(await ruleIds(`import { Page } from '@/app/admin/admin-app'${useIt('Page')}`, 'src/features/blog/probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ])
  })

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles(['tests/lint/fixtures/cycle/first.ts'])
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle'])
  })
})
