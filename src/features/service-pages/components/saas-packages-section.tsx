import { Check } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { POPULAR_PACKAGE_LABEL, saasPackages } from '@/content/saas-packages'
import { cn } from '@/lib/cn'

/** The SaaS page's three packages. */
export function SaasPackagesSection() {
  return (
    <section aria-labelledby="saas-packages" className="py-16 sm:py-20">
      <div className="container">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="saas-packages" className="text-3xl font-bold text-ink sm:text-4xl">
            SaaS Development Packages
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Clear starting points for every stage, each with support after launch included.
          </p>
        </div>
        <ul className="grid gap-6 lg:grid-cols-3">
          {saasPackages.map((pkg) => (
            <li
              key={pkg.name}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card/80 p-8',
                pkg.popular ? 'border-blue-400/60 shadow-xl shadow-blue-500/15 lg:-translate-y-2' : 'border-line',
              )}
            >
              {pkg.popular && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-blue-500 to-brand-alt-600 px-4 py-1 text-xs font-semibold text-on-brand">
                  {POPULAR_PACKAGE_LABEL}
                </span>
              )}
              <h3 className="text-xl font-semibold text-ink">{pkg.name}</h3>
              <p className="mt-4 text-4xl font-bold text-ink">{pkg.price}</p>
              <p className="mt-3 text-ink-muted">{pkg.description}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {pkg.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm text-ink-soft">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-300" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                to={paths.contactForm.to()}
                className={cn(
                  buttonVariants({ variant: pkg.popular ? 'gradient' : 'outline', size: 'lg' }),
                  'mt-8 w-full',
                  !pkg.popular && 'border-line-bold bg-transparent',
                )}
                aria-label={`Get Started with the ${pkg.name} package`}
              >
                Get Started
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
