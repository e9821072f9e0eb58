import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureRuleIds, ruleIds, warmUpLint } from '../support/lint'

const ZONE = '@typescript-eslint/no-restricted-imports'
const PUBLIC_SITE_BAN = 'no-restricted-imports'

beforeAll(warmUpLint, 120_000)

describe('npm run lint: who touches the data clients', { timeout: 60_000 }, () => {
  it('refuses a component reading through a data client instead of its api/ hook', async () => {
    expect(await fixtureRuleIds('data-clients/component-reading-a-client.tsx', 'src/features/portfolio/components/admin-probe.tsx')).toEqual([ZONE])
  })

  it.each(['src/features/blog/components/probe.tsx', 'src/app/routes/probe.tsx', 'src/hooks/use-probe.ts', 'src/components/probe.tsx'])(
    'refuses %s importing a client or supabase-js',
    async (path) => {
      const code = (module: string, name: string) => `import { ${name} } from '${module}'\nexport const probe = ${name}\n`
      expect(await ruleIds(code('@/lib/public-client', 'publicClient'), path)).toEqual([ZONE])
      expect(await ruleIds(code('@/lib/data-client', 'NEVER_ABORTED'), path)).toEqual([ZONE])
      expect(await ruleIds(code('@supabase/postgrest-js', 'PostgrestClient'), path)).toEqual([ZONE])
    },
  )

  it.each(['src/features/blog/api/probe.ts', 'src/lib/probe.ts', 'src/prerender.tsx'])('lets %s use the public client', async (path) => {
    expect(await fixtureRuleIds('data-clients/service-on-the-public-client.ts', path)).toEqual([])
  })

  it('lets a component name the client type, which never runs', async () => {
    expect(await fixtureRuleIds('data-clients/component-with-a-client-type.tsx', 'src/features/blog/components/probe.tsx')).toEqual([])
  })
})

describe('npm run lint: the public site never reaches the admin client', { timeout: 60_000 }, () => {
  it('refuses the public entry importing the admin client', async () => {
    expect(await fixtureRuleIds('data-clients/entry-reaching-the-admin-client.tsx', 'src/main.tsx')).toEqual([PUBLIC_SITE_BAN, ZONE])
  })

  it.each(['@supabase/supabase-js', '@supabase/auth-js', '@supabase/storage-js', '@/lib/admin-client'])(
    "refuses a public service importing %s, though api/ may use the clients",
    async (module) => {
      expect(await ruleIds(`import * as client from '${module}'\nexport const probe = client\n`, 'src/features/blog/api/probe.ts')).toEqual([
        PUBLIC_SITE_BAN,
      ])
    },
  )

  it.each(['src/features/blog/api/admin-blog-probe.ts', 'src/features/privacy/api/privacy-admin-probe.ts', 'src/features/publishing/api/probe.ts', 'src/lib/media/probe.ts'])(
    'lets the back office’s %s use the admin client',
    async (path) => {
      expect(await fixtureRuleIds('data-clients/entry-reaching-the-admin-client.tsx', path)).toEqual([])
    },
  )
})
